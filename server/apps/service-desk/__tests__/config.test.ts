import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openSecret } from '../../../security/sealed-secrets';
import { DEMO } from '../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { signedIn } from '../../../../tests/server/callers';
import { optionsOf } from './helpers';
import { serviceDeskServer } from '../index';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

interface Problem {
  title: string;
  detail?: string;
  code?: string;
  errors?: { path: string; code?: string }[];
}
const paths = (problem: unknown) => ((problem as Problem).errors ?? []).map((error) => error.path);
const calendar = { timeZone: 'Europe/Berlin', hours: [{ weekday: 1, start: '09:00', end: '17:00' }], holidays: [] };

describe('desk configuration', () => {
  it('refuses what the desk could not use, with the field to fix', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const options = await optionsOf(ada);
    const target = { firstResponseMinutes: 60, updateMinutes: null, resolutionMinutes: 480 };
    const badCalendar = await ada.call('POST', '/resolve-it/sla-policies', {
      name: 'Night shift',
      order: 3,
      condition: null,
      calendar: { ...calendar, hours: [{ weekday: 1, start: '17:00', end: '09:00' }] },
      targets: { [options.priority('Normal')]: target },
    });
    expect(badCalendar.status).toBe(400);
    expect(paths(badCalendar.body)).toEqual(['body.calendar']);
    const badZone = await ada.call('POST', '/resolve-it/sla-policies', { name: 'Mars', order: 3, condition: null, calendar: { ...calendar, timeZone: 'Mars/Olympus' }, targets: {} });
    expect(badZone.status).toBe(400);
    const unknownPriority = await ada.call('POST', '/resolve-it/sla-policies', {
      name: 'Ghost',
      order: 3,
      condition: null,
      calendar,
      targets: { '7c9e6679-7425-40de-944b-e07a1f99d8e1': target },
    });
    expect(unknownPriority.status).toBe(400);
    expect(paths(unknownPriority.body)).toEqual(['body.targets.7c9e6679-7425-40de-944b-e07a1f99d8e1']);

    const badForm = await ada.call('POST', '/resolve-it/service-types', {
      name: 'Phone',
      fields: [
        { key: 'model', label: 'Model', kind: 'select' },
        { key: 'model', label: 'Again', kind: 'text' },
      ],
      needsApproval: true,
    });
    expect(badForm.status).toBe(400);
    expect(paths(badForm.body)).toEqual(['body.fields.0.options', 'body.fields.1.key', 'body.approvalSteps']);

    const taken = await ada.call('POST', '/resolve-it/priorities', { name: 'Normal', order: 9, colour: '#000000' });
    expect(taken.status).toBe(409);
    expect(paths(taken.body)).toEqual(['body.name']);
    const inUse = await ada.call('DELETE', `/resolve-it/statuses/${options.status('New')}?version=1`);
    expect(inUse.status).toBe(409);
    expect((inUse.body as unknown as Problem).code).toBe('in-use');
  });

  it('changes a record by its version, keeps one default, and lets only desk admins configure', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const created = await ada.call<{ id: string; version: number; isDefault: boolean }>('POST', '/resolve-it/priorities', { name: 'Someday', order: 9, colour: '#cccccc', isDefault: true });
    expect(created.status, created.text).toBe(201);
    const list = await ada.call<{ items: { name: string; isDefault: boolean }[] }>('GET', '/resolve-it/priorities');
    expect(list.body.items.filter((item) => item.isDefault).map((item) => item.name)).toEqual(['Someday']);
    const renamed = await ada.call<{ version: number }>('PATCH', `/resolve-it/priorities/${created.body.id}`, { name: 'Later', order: 9, colour: '#cccccc', isDefault: true, version: created.body.version });
    expect(renamed.status, renamed.text).toBe(200);
    expect((await ada.call('PATCH', `/resolve-it/priorities/${created.body.id}`, { name: 'Late', order: 9, colour: '#cccccc', version: created.body.version })).status).toBe(412);
    expect((await ada.call('DELETE', `/resolve-it/priorities/${created.body.id}?version=${renamed.body.version}`)).status).toBe(204);

    const agentId = (await server.store.repos.users.findByEmail(DEMO.employee.email))!.id;
    const options = await optionsOf(ada);
    await ada.call('PATCH', `/resolve-it/user-roles/${agentId}`, { teams: [{ teamId: options.team('Workplace'), role: 'agent' }], managerId: null });
    // Eve is an employee: Resolve IT is not among her apps, whatever her desk role.
    const eve = await signedIn(server, DEMO.employee.email);
    expect((await eve.call('POST', '/resolve-it/tags', { name: 'x' })).status).toBe(403);
  });

  it('keeps the mailbox password write-only', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const channel = await ada.call<{ version: number; imap: { passwordSet: boolean } }>('GET', '/resolve-it/email-channel');
    expect(channel.body.imap.passwordSet).toBe(false);
    const changed = await ada.call<Record<string, unknown>>('PATCH', '/resolve-it/email-channel', {
      inboundAddress: 'Desk@Acme.test',
      imap: { enabled: true, host: 'imap.acme.test', port: 993, secure: true, username: 'desk', password: 's3cret' },
      version: channel.body.version,
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ inboundAddress: 'desk@acme.test', imap: { passwordSet: true, host: 'imap.acme.test' } });
    expect(changed.text).not.toContain('s3cret');
    const { organisationId } = (await server.store.repos.users.findByEmail(DEMO.admin.email))!;
    const trail = await server.store.repos.audit.recent(organisationId, 5);
    expect(JSON.stringify(trail)).not.toContain('s3cret');
    // Kept sealed under the install’s key: the table alone does not give it away.
    const [stored] = await server.storeOf(serviceDeskServer).repos.own.channels.list(organisationId);
    expect(stored!.imapPassword).not.toContain('s3cret');
    expect(openSecret(server.keys, stored!.imapPassword!)).toBe('s3cret');
  });

  it("refuses an IMAP host in the server's own network, at the field, naming the rule", async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const save = async (host: string) => {
      const { version } = (await ada.call<{ version: number }>('GET', '/resolve-it/email-channel')).body;
      return ada.call<Problem>('PATCH', '/resolve-it/email-channel', { imap: { enabled: true, host, port: 993, secure: true, username: 'desk' }, version });
    };
    for (const [host, code] of [
      ['127.0.0.1', 'target-loopback'],
      ['localhost', 'target-loopback'],
      ['[::1]', 'target-loopback'],
      ['10.0.0.8', 'target-private'],
      ['::ffff:192.168.0.1', 'target-private'],
      ['169.254.169.254', 'target-metadata'],
    ] as const) {
      const refused = await save(host);
      expect(refused.status, host).toBe(400);
      expect(refused.body.errors).toEqual([{ path: 'body.imap.host', code, message: expect.stringContaining('set ALLOW_PRIVATE_TARGETS=1 to allow it') }]);
    }
    expect((await save('127.0.0.1')).body.detail).toBe('the IMAP host resolves to a loopback address; set ALLOW_PRIVATE_TARGETS=1 to allow it');
    const [stored] = await server.storeOf(serviceDeskServer).repos.own.channels.list((await server.store.repos.users.findByEmail(DEMO.admin.email))!.organisationId);
    expect(stored!.imap.host).toBe('');
    // A name that does not resolve now may tomorrow: the poller checks it again at every connect.
    expect((await save('imap.acme.test')).status).toBe(200);
  });
});
