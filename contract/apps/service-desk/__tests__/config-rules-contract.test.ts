import { describe, expect, it } from 'vitest';
import { ProblemTypes } from '../../../problem';
import {
  getResolveItEmailChannel,
  listResolveItUserRoles,
  priorityRoutes,
  serviceTypeRoutes,
  setResolveItUserRoles,
  slaPolicyRoutes,
  teamRoutes,
  updateResolveItEmailChannel,
} from '../config-routes';
import { requesterRoutesBySlug } from '../requester-routes';
import { MOCK_DEMO } from '../../../../tests/mocks/handlers';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';
import { fieldsOf, OFFICE_HOURS, UNKNOWN_ID } from './desk-arrange';

/** What the desk's configuration refuses, at the field to fix, on the server and the mocks alike. */
describe.each([realServer(), mockServer()])('the desk configuration’s rules on $name', (backend: Backend) => {
  const { ok, problem } = contractSuite(backend);

  it('takes a service type only with a usable form and approval, and offers it to employees', async () => {
    const [team] = (await ok(teamRoutes.list)).items;
    const broken = {
      name: 'Phone',
      fields: [
        { key: 'model', label: 'Model', kind: 'select' },
        { key: 'model', label: 'Again', kind: 'text' },
      ],
      needsApproval: true,
    } as const;
    const unusable = await problem(serviceTypeRoutes.create, { body: broken }, 400, ProblemTypes.validation);
    expect(fieldsOf(unusable)).toEqual(['body.approvalSteps:required', 'body.fields.0.options:required', 'body.fields.1.key:duplicate']);
    const unknownCategory = await problem(serviceTypeRoutes.create, { body: { name: 'Phone', categoryId: UNKNOWN_ID } }, 400, ProblemTypes.validation);
    expect(fieldsOf(unknownCategory)).toEqual(['body.categoryId:unknown-id']);
    const steps = [{ approvers: { kind: 'people', userIds: [UNKNOWN_ID] }, requiredSharePercent: 0 }] as const;
    const unknownApprover = await problem(serviceTypeRoutes.create, { body: { name: 'Phone', needsApproval: true, approvalSteps: steps } }, 400, ProblemTypes.validation);
    expect(fieldsOf(unknownApprover)).toEqual(['body.approvalSteps.0.approvers.userIds:unknown-id']);

    const phone = await ok(serviceTypeRoutes.create, {
      body: {
        name: 'Phone',
        description: 'A work phone.',
        teamId: team!.id,
        fields: [{ key: 'model', label: 'Model', kind: 'select', options: ['Small', 'Large'] }],
        needsApproval: true,
        approvalSteps: [{ approvers: { kind: 'team', teamId: team!.id }, requiredSharePercent: 50 }],
      },
    });
    expect(phone).toMatchObject({ teamId: team!.id, active: true, fields: [{ key: 'model', required: false, options: ['Small', 'Large'] }], version: 1 });
    const catalogue = await ok(requesterRoutesBySlug.support.getCatalogue);
    expect(catalogue.requestTypes).toContainEqual({ id: phone.id, name: 'Phone', description: 'A work phone.', category: null, needsApproval: true, fields: phone.fields });
    await ok(serviceTypeRoutes.update, { params: { id: phone.id }, body: { name: 'Phone', active: false, version: phone.version } });
    expect((await ok(requesterRoutesBySlug.support.getCatalogue)).requestTypes.map((type) => type.id)).not.toContain(phone.id);
  });

  it('takes an SLA policy only with a usable calendar and the organisation’s priorities', async () => {
    const [priority] = (await ok(priorityRoutes.list)).items;
    const target = { firstResponseMinutes: 60, updateMinutes: null, resolutionMinutes: 480 };
    const policy = { name: 'Night shift', order: 3, condition: null, calendar: OFFICE_HOURS, targets: { [priority!.id]: target } };
    const backwards = await problem(slaPolicyRoutes.create, { body: { ...policy, calendar: { ...OFFICE_HOURS, hours: [{ weekday: 1, start: '17:00', end: '09:00' }] } } }, 400, ProblemTypes.validation);
    expect(fieldsOf(backwards)).toEqual(['body.calendar:end-not-after-start']);
    const mars = await problem(slaPolicyRoutes.create, { body: { ...policy, calendar: { ...OFFICE_HOURS, timeZone: 'Mars/Olympus' } } }, 400, ProblemTypes.validation);
    expect(fieldsOf(mars)).toEqual(['body.calendar:invalid-time-zone']);
    const ghost = await problem(slaPolicyRoutes.create, { body: { ...policy, targets: { [UNKNOWN_ID]: target } } }, 400, ProblemTypes.validation);
    expect(fieldsOf(ghost)).toEqual([`body.targets.${UNKNOWN_ID}:unknown-id`]);
    const unknownCondition = await problem(slaPolicyRoutes.create, { body: { ...policy, condition: { priorityIds: [UNKNOWN_ID] } } }, 400, ProblemTypes.validation);
    expect(fieldsOf(unknownCondition)).toEqual(['body.condition.priorityIds:unknown-id']);
    expect(await ok(slaPolicyRoutes.create, { body: policy })).toMatchObject({ ...policy, version: 1 });
  });

  it('puts people in teams once, names their manager, and never themselves', async () => {
    const eve = (await ok(listResolveItUserRoles, { query: { q: 'eve' } })).items;
    expect(eve).toHaveLength(1);
    const eveId = eve[0]!.person.id;
    const adaId = (await ok(listResolveItUserRoles, { query: { q: MOCK_DEMO.admin.email } })).items[0]!.person.id;
    expect(eve[0]).toMatchObject({ person: { email: MOCK_DEMO.employee.email }, role: 'employee', manager: { id: adaId }, teams: [] });

    const twice = await problem(teamRoutes.create, { body: { name: 'Facilities', members: [{ userId: eveId, role: 'agent' }, { userId: eveId, role: 'lead' }] } }, 400, ProblemTypes.validation);
    expect(fieldsOf(twice)).toEqual(['body.members:duplicate']);
    const stranger = await problem(teamRoutes.create, { body: { name: 'Facilities', members: [{ userId: UNKNOWN_ID, role: 'agent' }] } }, 400, ProblemTypes.validation);
    expect(fieldsOf(stranger)).toEqual(['body.members:unknown-id']);
    const team = await ok(teamRoutes.create, { body: { name: 'Facilities', members: [{ userId: adaId, role: 'lead' }] } });
    expect(team.members).toEqual([{ person: { id: adaId, name: MOCK_DEMO.admin.name, email: MOCK_DEMO.admin.email }, role: 'lead' }]);

    const params = { userId: eveId };
    expect(fieldsOf(await problem(setResolveItUserRoles, { params, body: { teams: [], managerId: eveId } }, 400, ProblemTypes.validation))).toEqual(['body.managerId:self']);
    expect(fieldsOf(await problem(setResolveItUserRoles, { params, body: { teams: [{ teamId: UNKNOWN_ID, role: 'agent' }], managerId: null } }, 400, ProblemTypes.validation))).toEqual([
      'body.teams.0.teamId:unknown-id',
    ]);
    const doubled = [{ teamId: team.id, role: 'agent' }, { teamId: team.id, role: 'lead' }] as const;
    expect(fieldsOf(await problem(setResolveItUserRoles, { params, body: { teams: doubled, managerId: null } }, 400, ProblemTypes.validation))).toEqual(['body.teams:duplicate']);
    await problem(setResolveItUserRoles, { params: { userId: UNKNOWN_ID }, body: { teams: [], managerId: null } }, 404, ProblemTypes.notFound);

    const set = await ok(setResolveItUserRoles, { params, body: { teams: [{ teamId: team.id, role: 'agent' }], managerId: null } });
    expect(set).toMatchObject({ person: { id: eveId }, manager: null, teams: [{ team: { id: team.id, name: 'Facilities' }, role: 'agent' }] });
    const members = await ok(listResolveItUserRoles, { query: { teamId: team.id, sort: 'name' } });
    expect(members.items.map((item) => item.person.id)).toEqual([adaId, eveId]);
  });

  it('keeps the mailbox password write-only, by the channel’s version', async () => {
    const channel = await ok(getResolveItEmailChannel);
    expect(channel.imap.passwordSet).toBe(false);
    const imap = { enabled: true, host: 'imap.acme.test', port: 993, secure: true, username: 'desk' };
    const changed = await ok(updateResolveItEmailChannel, { body: { inboundAddress: 'Desk@Acme.test', autoAcknowledge: false, imap: { ...imap, password: 's3cret' }, version: channel.version } });
    expect(changed).toMatchObject({ inboundAddress: 'desk@acme.test', autoAcknowledge: false, imap: { ...imap, mailbox: 'INBOX', passwordSet: true }, version: channel.version + 1 });
    expect(JSON.stringify(changed)).not.toContain('s3cret');
    await problem(updateResolveItEmailChannel, { body: { autoAcknowledge: true, version: channel.version } }, 412, ProblemTypes.staleVersion);
    const loopback = await problem(updateResolveItEmailChannel, { body: { imap: { ...imap, host: '127.0.0.1' }, version: changed.version } }, 400, ProblemTypes.validation);
    expect(fieldsOf(loopback)).toEqual(['body.imap.host:target-loopback']);
    const hostless = await problem(updateResolveItEmailChannel, { body: { imap: { ...imap, host: '' }, version: changed.version } }, 400, ProblemTypes.validation);
    expect(fieldsOf(hostless)).toEqual(['body.imap.host:required']);
    const kept = await ok(updateResolveItEmailChannel, { body: { imap: { ...imap, enabled: false }, version: changed.version } });
    expect(kept.imap).toMatchObject({ enabled: false, passwordSet: true });
    expect((await ok(updateResolveItEmailChannel, { body: { imap: { ...imap, password: null }, version: kept.version } })).imap.passwordSet).toBe(false);
    expect(await ok(getResolveItEmailChannel)).toMatchObject({ inboundAddress: 'desk@acme.test', version: kept.version + 1 });
  });
});
