import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { signedIn } from '../../../../tests/server/callers';
import { deskServices, optionsOf, reportProblem, type TicketAnswer } from './helpers';
import { serviceDeskServer } from '../index';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

interface Page {
  items: { id: string; number: number; subject: string; tags: string[]; assignee: { id: string } | null }[];
  total: number;
  totalCapped: boolean;
}

describe('queues', () => {
  it('filters, searches, sorts and pages on the server', async () => {
    const eve = await signedIn(server, DEMO.employee.email);
    const ada = await signedIn(server, DEMO.admin.email);
    const options = await optionsOf(ada);
    const mine = [];
    for (const subject of ['Keyboard sticks', 'Mouse lost', 'Dock flickers', 'Headset crackles', 'Webcam dark']) mine.push(await reportProblem(eve, { subject }));
    const [first, second, third] = mine as [TicketAnswer, TicketAnswer, TicketAnswer];
    await ada.call('PATCH', `/resolve-it/tickets/${first.id}`, { assigneeId: ada.userId, tags: ['hardware', 'vip'], version: first.version });
    await ada.call('PATCH', `/resolve-it/tickets/${second.id}`, { priorityId: options.priority('Urgent'), version: second.version });
    const ids = new Set(mine.map((ticket) => ticket.id));
    // The demo's own tickets share the queue: each check looks at this test's tickets only.
    const query = async (params: string) => {
      const answer = await ada.call<Page>('GET', `/resolve-it/tickets?serviceType=problem&open=true&${params}`);
      expect(answer.status, answer.text).toBe(200);
      const items = answer.body.items.filter((item) => ids.has(item.id));
      return { body: { ...answer.body, items, total: items.length } };
    };

    const me = await query('assignee=me');
    expect(me.body.items.map((item) => item.id)).toEqual([first.id]);
    const unassigned = await query('assignee=unassigned&q=keyboard');
    expect(unassigned.body.total).toBe(0);
    expect((await query('tag=vip')).body.items.map((item) => item.id)).toEqual([first.id]);
    expect((await query(`priorityId=${options.priority('Urgent')}`)).body.items.map((item) => item.id)).toEqual([second.id]);
    expect((await query('q=flick')).body.items.map((item) => item.id)).toEqual([third.id]);
    expect((await query(`q=RES%23${third.number}`)).body.items.map((item) => item.id)).toEqual([third.id]);
    // Most urgent first: by the priority's order, which the ticket keeps beside it.
    expect((await query('sort=priority'))).toMatchObject({ body: { items: [{ id: second.id }, {}, {}, {}, {}] } });

    // Newest numbers first, two to a page: this test's five are the newest.
    const page1 = await ada.call<Page>('GET', '/resolve-it/tickets?sort=-number&pageSize=2');
    const page2 = await ada.call<Page>('GET', '/resolve-it/tickets?sort=-number&pageSize=2&page=2');
    expect([...page1.body.items, ...page2.body.items].map((item) => item.id)).toEqual(mine.slice(1).reverse().map((ticket) => ticket.id));
    expect(page1.body.total).toBe(page2.body.total);
    const all = await query('sort=number&pageSize=200');
    expect(all.body.items.map((item) => item.id)).toEqual(mine.map((ticket) => ticket.id));

    // Service requests are the other queue.
    expect((await ada.call<Page>('GET', `/resolve-it/tickets?serviceType=service&q=${first.number}`)).body.total).toBe(0);
    expect((await ada.call('GET', '/resolve-it/tickets?assignee=nobody')).status).toBe(400);
  });

  it('merges a duplicate into its target and keeps it out of the queues', async () => {
    const eve = await signedIn(server, DEMO.employee.email);
    const ada = await signedIn(server, DEMO.admin.email);
    const target = await reportProblem(eve, { subject: 'Wi-Fi down', description: 'Nothing connects' });
    const duplicate = await reportProblem(eve, { subject: 'No Wi-Fi', description: 'Same here on floor 3', copy: ['boss@acme.test'] });
    const merged = await ada.call<TicketAnswer>('POST', `/resolve-it/tickets/${duplicate.id}/merge`, { targetId: target.id, version: duplicate.version });
    expect(merged.status, merged.text).toBe(200);
    expect(merged.body.id).toBe(target.id);
    // The target's own request stays its description; the duplicate's joins its conversation.
    expect(merged.body.description).toBe('Nothing connects');
    expect(merged.body.messages.map((message) => message.body)).toContain('Same here on floor 3');
    expect(merged.body.messages.map((message) => message.body)).not.toContain('Nothing connects');
    expect(merged.body.merged).toEqual([expect.objectContaining({ id: duplicate.id })]);
    expect(merged.body.copy).toEqual([expect.objectContaining({ email: 'boss@acme.test' })]);
    const source = await ada.call<TicketAnswer>('GET', `/resolve-it/tickets/${duplicate.id}`);
    expect(source.body.mergedInto).toMatchObject({ id: target.id });
    expect(source.body.status.category).toBe('closed');
    const queue = await ada.call<Page>('GET', '/resolve-it/tickets?pageSize=200');
    expect(queue.body.items.map((item) => item.id)).not.toContain(duplicate.id);
    expect((await ada.call('POST', `/resolve-it/tickets/${target.id}/merge`, { targetId: target.id, version: merged.body.version })).status).toBe(400);
  });

  it('counts the dashboard from the stored SLA columns', async () => {
    const eve = await signedIn(server, DEMO.employee.email);
    const ada = await signedIn(server, DEMO.admin.email);
    const before = await ada.call<{ counts: { open: number; unassigned: number }; compliance: unknown[]; byTeam: unknown[] }>('GET', '/resolve-it/dashboard');
    await reportProblem(eve);
    const after = await ada.call<typeof before.body>('GET', '/resolve-it/dashboard');
    expect(after.status, after.text).toBe(200);
    expect(after.body.counts.open).toBe(before.body.counts.open + 1);
    expect(after.body.counts.unassigned).toBe(before.body.counts.unassigned + 1);
    expect(after.body.compliance).toHaveLength(30);
  });
});

describe('inbound mail', () => {
  it('opens a ticket from a mail, threads the reply into it and reopens it, or opens a follow-up per team', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const options = await optionsOf(ada);
    const services = deskServices(server);
    const organisationId = (await server.store.repos.users.findByEmail(DEMO.admin.email))!.organisationId;
    const mail = { fromEmail: 'Visitor@Example.test', fromName: 'Vera Visitor', subject: 'Printer', text: 'It is on fire', html: null, messageId: '<a1@example.test>', attachments: [] };
    const opened = await services.mailIntake.openFromMail(organisationId, mail);
    const repos = server.storeOf(serviceDeskServer).repos.own.tickets;
    expect((await repos.findByNumber(organisationId, opened.number))?.id).toBe(opened.ticketId);
    expect((await repos.findByMessageIds(organisationId, ['<zz@x>', '<a1@example.test>']))?.id).toBe(opened.ticketId);
    expect(server.mailbox.read('visitor@example.test').some((each) => each.subject === `[RES#${opened.number}] Printer`)).toBe(true);

    // Closed on a team that reopens.
    const ticket = await ada.call<TicketAnswer>('PATCH', `/resolve-it/tickets/${opened.ticketId}`, { teamId: options.team('Service Desk'), statusId: options.status('Closed'), version: 1 });
    expect(ticket.status, ticket.text).toBe(200);
    const reply = await services.mailIntake.replyFromMail(organisationId, opened.ticketId, { ...mail, text: 'Still burning', messageId: '<a2@example.test>' });
    expect(reply.ticketId).toBe(opened.ticketId);
    expect((await ada.call<TicketAnswer>('GET', `/resolve-it/tickets/${opened.ticketId}`)).body.status.category).toBe('open');

    // Closed on a team that opens a follow-up.
    const current = (await ada.call<TicketAnswer>('GET', `/resolve-it/tickets/${opened.ticketId}`)).body;
    await ada.call('PATCH', `/resolve-it/tickets/${opened.ticketId}`, { teamId: options.team('Workplace'), statusId: options.status('Closed'), version: current.version });
    const followUp = await services.mailIntake.replyFromMail(organisationId, opened.ticketId, { ...mail, text: 'Again', messageId: '<a3@example.test>', automatic: true });
    expect(followUp.ticketId).not.toBe(opened.ticketId);
    expect(followUp.number).toBe(opened.number + 1);
    // An automatic mail gets no acknowledgement.
    expect(server.mailbox.read('visitor@example.test').some((each) => each.subject.startsWith(`[RES#${followUp.number}]`))).toBe(false);
  });
});
