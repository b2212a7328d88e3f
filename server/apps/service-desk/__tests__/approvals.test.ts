import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { addPerson, type ApiClient, signedIn } from '../../../../tests/server/callers';
import { catalogueOf, optionsOf, type TicketAnswer } from './helpers';
import { hmac } from '../../../security/tokens';
import { serviceDeskServer } from '../index';
import { approvalToken } from '../services/approval-link';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

async function requestLaptop(eve: ApiClient) {
  const { type } = await catalogueOf(eve);
  const answer = await eve.call<TicketAnswer>('POST', '/resolve-now/tickets', {
    serviceType: 'service',
    requestTypeId: type('New laptop'),
    answers: { model: 'MacBook Pro 14', reason: 'Mine is six years old' },
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.body;
}

const PATH = '/api/v1/service-desk/approval-links/';
const tokenOf = (link: string) => link.slice(PATH.length);

/** A link that opens nothing answers exactly as a made-up one: 404, the same problem. */
async function expectUnknown(link: string) {
  const [answer, madeUp] = [await server.call('GET', link), await server.call('GET', `${PATH}madeup`)];
  expect(answer.status, answer.text).toBe(404);
  const alike = (body: unknown) => ({ ...(body as object), instance: undefined });
  expect(alike(answer.body)).toEqual(alike(madeUp.body));
  expect(alike((await server.call('POST', link, { body: { decision: 'accepted' } })).body)).toEqual(alike(madeUp.body));
}

/** The approval link mailed to an address, as the page's path below the host. */
function linkFor(email: string): string {
  const mail = server.mailbox.read(email).find((each) => /Approval needed/.test(each.subject));
  const url = /http:\/\/portal\.test(\/api\/v1\/service-desk\/approval-links\/[A-Za-z0-9_.-]+)/.exec(mail?.text ?? '');
  if (!url) throw new Error(`no approval link for ${email}`);
  return url[1]!;
}

describe('approval workflows', () => {
  it('asks the requester’s manager, who approves from the portal', async () => {
    const eve = await signedIn(server, DEMO.employee.email);
    const ada = await signedIn(server, DEMO.admin.email);
    const ticket = await requestLaptop(eve);
    expect(ticket.approvalState).toBe('pending');
    expect(ticket.approval).toMatchObject({ state: 'pending', currentStep: 1, mayDecide: false });
    const pending = await ada.call<{ items: { ticket: { id: string } }[] }>('GET', '/support/approvals');
    expect(pending.body.items.map((item) => item.ticket.id)).toEqual([ticket.id]);
    // The approver sees the request, though it is not theirs.
    expect((await ada.call<TicketAnswer>('GET', `/resolve-now/tickets/${ticket.id}`)).body.approval?.mayDecide).toBe(true);
    // Eve is no approver of her own request.
    expect((await eve.call('POST', `/resolve-now/tickets/${ticket.id}/approval`, { decision: 'accepted' })).status).toBe(404);
    const decided = await ada.call<TicketAnswer>('POST', `/resolve-now/tickets/${ticket.id}/approval`, { decision: 'accepted' });
    expect(decided.status, decided.text).toBe(200);
    expect(decided.body.approval).toMatchObject({ state: 'accepted', currentStep: null });
    expect((await ada.call('POST', `/resolve-now/tickets/${ticket.id}/approval`, { decision: 'accepted' })).status).toBe(409);
  });

  it('counts shares per step, in order, and needs a reason to refuse', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const [p1, p2, p3, p4] = await Promise.all(['p1', 'p2', 'p3', 'p4'].map((name) => addPerson(server, `${name}@acme.test`, 'employee')));
    const created = await ada.call<{ id: string }>('POST', '/resolve-it/service-types', {
      name: 'Company car',
      needsApproval: true,
      approvalSteps: [
        { approvers: { kind: 'people', userIds: [p1, p2, p3] }, requiredSharePercent: 50 },
        { approvers: { kind: 'people', userIds: [p4] }, requiredSharePercent: 100 },
      ],
    });
    expect(created.status, created.text).toBe(201);
    const eve = await signedIn(server, DEMO.employee.email);
    const ticket = await eve.call<TicketAnswer>('POST', '/resolve-now/tickets', { serviceType: 'service', requestTypeId: created.body.id });
    const [c1, c2, c3, c4] = await Promise.all(['p1', 'p2', 'p3', 'p4'].map((name) => signedIn(server, `${name}@acme.test`)));
    const vote = (client: ApiClient, body: Record<string, unknown>) => client.call<TicketAnswer>('POST', `/resolve-now/tickets/${ticket.body.id}/approval`, body);

    const early = await vote(c4!, { decision: 'accepted' });
    expect(early.status).toBe(409);
    expect((early.body as unknown as { code: string }).code).toBe('not-an-approver');
    expect((await vote(c1!, { decision: 'accepted' })).body.approval).toMatchObject({ state: 'pending', currentStep: 1 });
    const noReason = await vote(c2!, { decision: 'refused' });
    expect(noReason.status).toBe(400);
    expect((noReason.body as unknown as { errors: { path: string }[] }).errors[0]!.path).toBe('body.reason');
    // One accepted, one refused, one to come: 50 % of three (two) is still within reach.
    expect((await vote(c2!, { decision: 'refused', reason: 'Too expensive' })).body.approval).toMatchObject({ state: 'pending', currentStep: 1 });
    expect((await vote(c3!, { decision: 'accepted' })).body.approval).toMatchObject({ state: 'pending', currentStep: 2 });
    const last = await vote(c4!, { decision: 'accepted' });
    expect(last.body.approval).toMatchObject({ state: 'accepted', currentStep: null });
    expect(last.body.approvalState).toBe('accepted');
  });

  it('refuses the request when a step can no longer reach its share, and tells the requester why', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const [p1, p2] = await Promise.all(['p1', 'p2'].map((name) => addPerson(server, `${name}@acme.test`, 'employee')));
    const created = await ada.call<{ id: string }>('POST', '/resolve-it/service-types', {
      name: 'Second monitor',
      needsApproval: true,
      approvalSteps: [{ approvers: { kind: 'people', userIds: [p1, p2] }, requiredSharePercent: 100 }],
    });
    const eve = await signedIn(server, DEMO.employee.email);
    const ticket = await eve.call<TicketAnswer>('POST', '/resolve-now/tickets', { serviceType: 'service', requestTypeId: created.body.id });
    const c1 = await signedIn(server, 'p1@acme.test');
    const refused = await c1.call<TicketAnswer>('POST', `/resolve-now/tickets/${ticket.body.id}/approval`, { decision: 'refused', reason: 'Not in the budget' });
    expect(refused.body.approval?.state).toBe('refused');
    const seen = await eve.call<TicketAnswer>('GET', `/resolve-now/tickets/${ticket.body.id}`);
    expect(seen.body.messages.at(-1)?.body).toContain('Not in the budget');
  });

  it('asks for confirmation before resolving a request still awaiting approval', async () => {
    const eve = await signedIn(server, DEMO.employee.email);
    const ada = await signedIn(server, DEMO.admin.email);
    const options = await optionsOf(ada);
    const ticket = await requestLaptop(eve);
    const refused = await ada.call('PATCH', `/resolve-it/tickets/${ticket.id}`, { statusId: options.status('Resolved'), version: ticket.version });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'approval-pending', title: 'The change breaks a rule' });
    const confirmed = await ada.call<TicketAnswer>('PATCH', `/resolve-it/tickets/${ticket.id}`, {
      statusId: options.status('Resolved'),
      confirmPendingApproval: true,
      version: ticket.version,
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.status.category).toBe('resolved');
  });

  it('decides from the signed mail link; a tampered or expired link opens nothing', async () => {
    const eve = await signedIn(server, DEMO.employee.email);
    const ticket = await requestLaptop(eve);
    const link = linkFor(DEMO.admin.email);
    const page = await server.call('GET', link);
    expect(page.status).toBe(200);
    expect(page.text).toContain('MacBook Pro 14');
    expect(page.text).toContain('name="decision" value="accepted"');

    const tampered = link.slice(0, -2) + (link.endsWith('AA') ? 'BB' : 'AA');
    await expectUnknown(tampered);

    // A refusal from the page's form needs its reason.
    const form = (body: string) => server.call('POST', link, { body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect((await form('decision=refused&reason=')).status).toBe(400);
    const accepted = await form('decision=accepted&reason=');
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.text).toContain('Thank you');
    expect((await eve.call<TicketAnswer>('GET', `/resolve-now/tickets/${ticket.id}`)).body.approvalState).toBe('accepted');
    // Deciding twice is refused; opening the page again shows the decision.
    expect((await form('decision=accepted')).status).toBe(409);
    expect((await server.call('GET', link)).text).toContain('You accepted this request.');

    // In the approver's own language once they chose one.
    const ada = await server.signIn(DEMO.admin.email);
    const settings = await server.call<{ personal: { version: number } }>('GET', '/api/v1/settings', { token: ada.token });
    await server.call('PATCH', '/api/v1/settings', { token: ada.token, body: { personal: { language: 'de', version: settings.body.personal.version } } });
    const german = (await server.call('GET', link)).text;
    expect(german).toContain('<html lang="de">');
    expect(german).toContain('Sie haben diese Anfrage genehmigt.');

    server.advance(8 * 86_400_000);
    const expired = await server.call('GET', link);
    expect(expired.status).toBe(403);
    expect(expired.body).toMatchObject({ title: 'This link has expired' });
  });

  it('opens no link the install did not sign as it is: forged with the old development secret, changed, or too long-lived', async () => {
    const eve = await signedIn(server, DEMO.employee.email);
    const ticket = await requestLaptop(eve);
    const ada = (await server.store.repos.users.findByEmail(DEMO.admin.email))!;
    const claim = { ticketId: ticket.id, step: 1, approverId: ada.id };
    const [payload] = tokenOf(linkFor(DEMO.admin.email)).split('.');
    // The key every install without SERVER_SECRET signed with before the key store: forged with it, old form or new, nothing opens.
    const OLD_DEVELOPMENT_SECRET = 'development-only-secret-never-use-in-production';
    await expectUnknown(`${PATH}${payload}.${hmac(OLD_DEVELOPMENT_SECRET, 'approval-link', payload!)}`);
    await expectUnknown(`${PATH}${payload}.${server.keys.current.id}.${hmac(OLD_DEVELOPMENT_SECRET, 'approval-link', payload!)}`);
    // Bound to its approver: the same signature over another approver's id opens nothing.
    const eveId = (await server.store.repos.users.findByEmail(DEMO.employee.email))!.id;
    const signature = tokenOf(linkFor(DEMO.admin.email)).slice(payload!.length);
    const asEve = Buffer.from(payload!, 'base64url');
    Buffer.from(eveId.replace(/-/g, ''), 'hex').copy(asEve, 16);
    await expectUnknown(`${PATH}${asEve.toString('base64url')}${signature}`);
    // Capped at seven days when issued, whatever expiry was asked for...
    const issued = new Date();
    const asked = approvalToken(server.keys, claim, issued, new Date(issued.getTime() + 100 * 86_400_000));
    server.advance(7 * 86_400_000 + 60_000);
    expect((await server.call('GET', `${PATH}${asked}`)).status).toBe(403);
    server.advance(-(7 * 86_400_000 + 60_000));
    // ...and when checked: a payload that claims a month opens nothing, though the install's key signed it.
    const month = Buffer.from(payload!, 'base64url');
    month.writeUInt32BE(month.readUInt32BE(33) + 30 * 86_400, 37);
    const longLived = month.toString('base64url');
    await expectUnknown(`${PATH}${longLived}.${server.keys.sign('approval-link', longLived)}`);
  });

  it('decides only the step its link was mailed for', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const p1 = await addPerson(server, 'p1@acme.test', 'employee');
    const p2 = await addPerson(server, 'p2@acme.test', 'employee');
    const created = await ada.call<{ id: string }>('POST', '/resolve-it/service-types', {
      name: 'Company phone',
      needsApproval: true,
      approvalSteps: [
        { approvers: { kind: 'people', userIds: [p1] }, requiredSharePercent: 100 },
        { approvers: { kind: 'people', userIds: [p1, p2] }, requiredSharePercent: 100 },
      ],
    });
    const eve = await signedIn(server, DEMO.employee.email);
    const ticket = await eve.call<TicketAnswer>('POST', '/resolve-now/tickets', { serviceType: 'service', requestTypeId: created.body.id });
    const stepOne = linkFor('p1@acme.test');
    const c1 = await signedIn(server, 'p1@acme.test');
    expect((await c1.call<TicketAnswer>('POST', `/resolve-now/tickets/${ticket.body.id}/approval`, { decision: 'accepted' })).body.approval?.currentStep).toBe(2);
    // p1 decides step 2 too, but not with the link of step 1.
    const reused = await server.call('POST', stepOne, { body: { decision: 'accepted' } });
    expect(reused.status, reused.text).toBe(409);
    expect(reused.body).toMatchObject({ code: 'step-decided' });
  });

  it('lets nobody approve their own request, by the portal, the agent’s screen or a link', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const adaId = (await server.store.repos.users.findByEmail(DEMO.admin.email))!.id;
    const p1 = await addPerson(server, 'p1@acme.test', 'employee');
    const created = await ada.call<{ id: string }>('POST', '/resolve-it/service-types', {
      name: 'Travel',
      needsApproval: true,
      approvalSteps: [{ approvers: { kind: 'people', userIds: [adaId, p1] }, requiredSharePercent: 0 }],
    });
    const asked = () => server.mailbox.read(DEMO.admin.email).filter((mail) => /Approval needed/.test(mail.subject)).length;
    const before = asked();
    const ticket = await ada.call<TicketAnswer>('POST', '/resolve-now/tickets', { serviceType: 'service', requestTypeId: created.body.id });
    // Left out of her own request's approvers: no mail, nothing to decide.
    expect(asked()).toBe(before);
    expect(ticket.body.approval?.mayDecide).toBe(false);
    expect((await ada.call('POST', `/resolve-now/tickets/${ticket.body.id}/approval`, { decision: 'accepted' })).status).toBe(404);
    // A request opened before that rule, with her among its approvers, is refused however she decides.
    const desk = server.storeOf(serviceDeskServer).repos.own.tickets;
    const { organisationId } = (await server.store.repos.users.findByEmail(DEMO.admin.email))!;
    await desk.record(organisationId, ticket.body.id, { approvalSteps: [{ order: 1, approverIds: [adaId, p1], requiredSharePercent: 0 }] });
    expect((await ada.call<TicketAnswer>('GET', `/resolve-now/tickets/${ticket.body.id}`)).body.approval?.mayDecide).toBe(false);
    expect((await ada.call<{ items: unknown[] }>('GET', '/support/approvals')).body.items).toHaveLength(0);
    const link = `${PATH}${approvalToken(server.keys, { ticketId: ticket.body.id, step: 1, approverId: adaId }, new Date(), new Date(Date.now() + 86_400_000))}`;
    for (const attempt of [
      () => ada.call('POST', `/resolve-now/tickets/${ticket.body.id}/approval`, { decision: 'accepted' }),
      () => ada.call('POST', `/resolve-it/tickets/${ticket.body.id}/approval`, { decision: 'accepted' }),
      () => server.call('POST', link, { body: { decision: 'accepted' } }),
    ]) {
      const answer = await attempt();
      expect(answer.status, answer.text).toBe(409);
      expect(answer.body).toMatchObject({ code: 'own-request' });
    }
    expect((await ada.call<TicketAnswer>('GET', `/resolve-now/tickets/${ticket.body.id}`)).body.approvalState).toBe('pending');
  });

  it('shows the requester their approvers by name, without ids a link could be made from', async () => {
    const eve = await signedIn(server, DEMO.employee.email);
    const ticket = await requestLaptop(eve);
    const ada = (await server.store.repos.users.findByEmail(DEMO.admin.email))!;
    const ada2 = await signedIn(server, DEMO.admin.email);
    await ada2.call('POST', `/resolve-now/tickets/${ticket.id}/approval`, { decision: 'refused', reason: 'Not this year' });
    const seen = await eve.call<TicketAnswer>('GET', `/resolve-now/tickets/${ticket.id}`);
    expect(seen.body.approval).toMatchObject({ state: 'refused', steps: [{ approvers: [{ approver: { name: ada.name }, decision: 'refused' }] }] });
    expect(seen.text).not.toContain(ada.id);
  });
});
