import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { addPerson, signedIn, type ApiClient } from '../../../../tests/server/callers';
import { catalogueOf, deskServices, optionsOf, reportProblem } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

interface Clock {
  dueAt: string | null;
  doneAt: string | null;
  state: string;
}
interface AgentTicket {
  id: string;
  version: number;
  sla: { policy: { name: string } | null; state: string; firstResponse: Clock; resolution: Clock };
  [key: string]: unknown;
}

/** Puts the server's clock at an instant (the harness moves it by an offset from the real time). */
let shifted = 0;
function setClock(at: string) {
  const target = new Date(at).getTime();
  const offset = target - Date.now();
  server.advance(offset - shifted);
  shifted = offset;
}
beforeEach(() => {
  shifted = 0;
});

const minute = (iso: string | null) => iso?.slice(0, 16);

async function agentView(ada: ApiClient, id: string) {
  const answer = await ada.call<AgentTicket>('GET', `/resolve-it/tickets/${id}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

describe('SLA clocks in business time', () => {
  it('promises a first response opened Friday 16:00 on Monday 10:00 (Mon–Fri 09–17 Berlin, 2 h)', async () => {
    setClock('2026-11-27T15:00:00Z'); // Friday 16:00 in Berlin
    const eve = await signedIn(server, DEMO.employee.email);
    const ada = await signedIn(server, DEMO.admin.email);
    const ticket = await reportProblem(eve);
    const view = await agentView(ada, ticket.id);
    expect(view.sla.policy?.name).toBe('Standard');
    expect(minute(view.sla.firstResponse.dueAt)).toBe('2026-11-30T09:00'); // Monday 10:00 in Berlin
    expect(view.sla.firstResponse.state).toBe('running');
    // The queue filters on what was stored: due within the hour only once Monday comes.
    const dueSoon = async () => (await signedIn(server, DEMO.admin.email)).call<{ total: number }>('GET', `/resolve-it/tickets?slaState=due-soon&q=${ticket.number}`);
    expect((await dueSoon()).body.total).toBe(0);
    setClock('2026-11-30T08:30:00Z'); // sessions end over a weekend: each step signs in again
    const soon = await dueSoon();
    expect(soon.body.total, soon.text).toBe(1);
    setClock('2026-11-30T09:30:00Z');
    const breached = await (await signedIn(server, DEMO.admin.email)).call<{ items: { id: string; slaState: string }[] }>('GET', `/resolve-it/tickets?slaState=breached&q=${ticket.number}`);
    expect(breached.body.items).toEqual([expect.objectContaining({ id: ticket.id, slaState: 'breached' })]);
    // The requester sees the same word on their own ticket.
    const own = await (await signedIn(server, DEMO.employee.email)).call<{ slaState: string }>('GET', `/resolve-now/tickets/${ticket.id}`);
    expect(own.body.slaState).toBe('breached');
  });

  it('pushes deadlines back by the business time spent in a pausing status', async () => {
    setClock('2026-11-27T15:00:00Z');
    const eve = await signedIn(server, DEMO.employee.email);
    const ada = await signedIn(server, DEMO.admin.email);
    const options = await optionsOf(ada);
    const ticket = await reportProblem(eve);
    setClock('2026-11-27T15:30:00Z'); // Friday 16:30: waiting on the customer
    const paused = await ada.call<AgentTicket>('PATCH', `/resolve-it/tickets/${ticket.id}`, { statusId: options.status('Waiting on customer'), version: ticket.version });
    expect(paused.status, paused.text).toBe(200);
    expect(paused.body.sla.firstResponse.state).toBe('paused');
    setClock('2026-11-30T09:00:00Z'); // Monday 10:00: back to work
    const resumed = await (await signedIn(server, DEMO.admin.email)).call<AgentTicket>('PATCH', `/resolve-it/tickets/${ticket.id}`, { statusId: options.status('Open'), version: paused.body.version });
    expect(resumed.status, resumed.text).toBe(200);
    // 30 minutes on Friday and 60 on Monday paused: due 90 business minutes later than Monday 10:00.
    expect(minute(resumed.body.sla.firstResponse.dueAt)).toBe('2026-11-30T10:30');
    expect(resumed.body.sla.firstResponse.state).toBe('running');
  });

  it('meets first response with a public agent reply, never with an internal note', async () => {
    setClock('2026-11-25T09:00:00Z'); // a Wednesday, 10:00 in Berlin
    const eve = await signedIn(server, DEMO.employee.email);
    const ada = await signedIn(server, DEMO.admin.email);
    const ticket = await reportProblem(eve);
    setClock('2026-11-25T09:20:00Z');
    const noted = await ada.call<AgentTicket>('POST', `/resolve-it/tickets/${ticket.id}/messages`, { visibility: 'internal', body: 'Checking the logs', version: ticket.version });
    expect(noted.status, noted.text).toBe(201);
    expect(noted.body.sla.firstResponse).toMatchObject({ state: 'running', doneAt: null });
    // The requester never sees the note.
    const seen = await eve.call<{ messages: { body: string }[] }>('GET', `/resolve-now/tickets/${ticket.id}`);
    expect(seen.body.messages.map((message) => message.body)).not.toContain('Checking the logs');

    setClock('2026-11-25T09:30:00Z');
    const replied = await ada.call<AgentTicket>('POST', `/resolve-it/tickets/${ticket.id}/messages`, { visibility: 'public', body: 'Please restart once', version: ticket.version });
    expect(replied.body.sla.firstResponse.state).toBe('met');
    expect(minute(replied.body.sla.firstResponse.doneAt)).toBe('2026-11-25T09:30');
    // The requester got the reply by mail, with the ticket's reference in the subject.
    const mail = server.mailbox.read(DEMO.employee.email).find((each) => /Please restart once/.test(each.text));
    expect(mail?.subject).toMatch(/^\[RES#\d+\] Laptop will not boot$/);
  });

  it('lists by urgency: a ticket whose first response came late before one due sooner, those without a deadline last', async () => {
    setClock('2026-11-25T09:00:00Z'); // a Wednesday, 10:00 in Berlin: first responses are due within 2 h
    const eve = await signedIn(server, DEMO.employee.email);
    const ada = await signedIn(server, DEMO.admin.email);
    const late = await reportProblem(eve);
    setClock('2026-11-25T11:30:00Z');
    const answered = await ada.call<AgentTicket>('POST', `/resolve-it/tickets/${late.id}/messages`, { visibility: 'public', body: 'Sorry for the wait', version: late.version });
    expect(answered.body.sla.firstResponse.state).toBe('breached');
    const sooner = await reportProblem(eve);
    const queue = async (sort: string) => {
      const answer = await (await signedIn(server, DEMO.admin.email)).call<{ items: { id: string; slaState: string; dueAt: string | null }[] }>('GET', `/resolve-it/tickets?serviceType=problem&sort=${sort}&pageSize=100`);
      expect(answer.status, answer.text).toBe(200);
      return answer.body.items;
    };
    const byDeadline = (await queue('dueAt')).map((item) => item.id);
    expect(byDeadline.indexOf(sooner.id)).toBeLessThan(byDeadline.indexOf(late.id));
    const byUrgency = await queue('urgency');
    const ids = byUrgency.map((item) => item.id);
    expect(ids.indexOf(late.id)).toBeLessThan(ids.indexOf(sooner.id));
    const states = byUrgency.map((item) => item.slaState);
    expect(states.lastIndexOf('breached')).toBeLessThan(states.indexOf('on-track'));
    // Within what is overdue and within the rest, those without a deadline come last (a breached ticket on hold or
    // resolved late has none, and is still among the overdue).
    const group = (item: { slaState: string }) => (item.slaState === 'breached' ? 0 : 1);
    byUrgency.forEach((item, index) => {
      const next = byUrgency[index + 1];
      if (item.dueAt === null && next && next.dueAt !== null) expect(group(next)).toBeGreaterThan(group(item));
    });
  });

  it('answers 412 to the second of two agents saving the same version', async () => {
    const leadId = await addPerson(server, 'lead@acme.test', 'agent');
    const eve = await signedIn(server, DEMO.employee.email);
    const ada = await signedIn(server, DEMO.admin.email);
    const options = await optionsOf(ada);
    await ada.call('PATCH', `/resolve-it/user-roles/${leadId}`, { teams: [{ teamId: options.team('Workplace'), role: 'lead' }], managerId: null });
    const lead = await signedIn(server, 'lead@acme.test');
    const ticket = await reportProblem(eve);
    const first = await ada.call('PATCH', `/resolve-it/tickets/${ticket.id}`, { priorityId: options.priority('High'), version: ticket.version });
    expect(first.status, first.text).toBe(200);
    const second = await lead.call('PATCH', `/resolve-it/tickets/${ticket.id}`, { assigneeId: leadId, version: ticket.version });
    expect(second.status).toBe(412);
    expect((second.body as { type: string }).type).toBe('/problems/stale-version');
  });

  it('escalates a breach once, in business hours: priority up a step and the team lead mailed', async () => {
    setClock('2026-11-27T15:00:00Z'); // Friday 16:00 in Berlin
    const eve = await signedIn(server, DEMO.employee.email);
    const { category } = await catalogueOf(eve);
    const ticket = await reportProblem(eve, { categoryId: category('Network') }); // the Service Desk team, which Ada leads
    const escalations = deskServices(server, () => new Date(Date.now() + shifted)).escalations;
    setClock('2026-11-28T10:00:00Z'); // Saturday: nobody is there to act
    expect(await escalations.run()).toBe(0);
    setClock('2026-11-30T09:30:00Z'); // Monday 10:30: the first response is half an hour late
    expect(await escalations.run()).toBeGreaterThanOrEqual(1); // the demo's own old tickets are late too
    const ada = await signedIn(server, DEMO.admin.email);
    const view = await ada.call<AgentTicket & { priority: { name: string } }>('GET', `/resolve-it/tickets/${ticket.id}`);
    expect(view.body.priority.name).toBe('High');
    expect(server.mailbox.read(DEMO.admin.email).some((mail) => mail.subject === `Escalated: [${ticket.reference}] Laptop will not boot`)).toBe(true);
    expect(await escalations.run()).toBe(0);
    const trail = await ada.call<{ items: { action: string }[] }>('GET', `/resolve-it/tickets/${ticket.id}/activity`);
    expect(trail.body.items.map((entry) => entry.action)).toContain('ticket.escalated');
  });
});
