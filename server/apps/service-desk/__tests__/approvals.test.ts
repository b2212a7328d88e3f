import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { addPerson, type ApiClient, signedIn } from '../../../../tests/server/callers';
import { catalogueOf, optionsOf, type TicketAnswer } from './helpers';

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
    expect((await server.call('GET', tampered)).status).toBe(403);

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
});
