import { describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { WebhookEventData } from '../../../../contract/webhook-events';
import type { ApiClient } from '../../../../tests/server/callers';
import type { Receiver } from './webhook-receiver';
import { webhookRig, webhookTestbed } from './webhook-harness';

/** ticket.updated (Resolve IT) and campaign.launched (the campaigns), each signed and as the catalogue describes it. */

interface Ref {
  id: string;
  name: string;
}
interface Ticket {
  id: string;
  number: number;
  subject: string;
  status: Ref;
  priority: Ref | null;
  assignee: Ref | null;
  version: number;
}
interface Campaign {
  id: string;
  name: string;
  status: string;
  version: number;
}
type Message = { type: string; data: Record<string, unknown> };

let receiver: Receiver;
let admin: ApiClient;
let rig: ReturnType<typeof webhookRig>;

webhookTestbed((bed) => ({ receiver, admin, rig } = bed));

async function subscribe(eventTypes: string[]): Promise<string> {
  const made = await admin.call<{ secret: string }>('POST', '/integrations/webhooks', { url: receiver.url(), description: 'Events', eventTypes, enabled: true });
  expect(made.status, made.text).toBe(201);
  return made.body.secret;
}

/** Runs every delivery due and answers the messages received, each verified by the Standard Webhooks verifier. */
async function received(secret: string): Promise<Message[]> {
  while ((await rig.runDue()) > 0);
  return receiver.received.map((got) => {
    const message = new Webhook(secret).verify(got.body, got.headers as Record<string, string>) as Message;
    expect(WebhookEventData[message.type as keyof typeof WebhookEventData].safeParse(message.data).error).toBeUndefined();
    return message;
  });
}

describe('ticket.updated', () => {
  it('tells a status, priority or assignee change of a Resolve IT ticket, and nothing for other changes', async () => {
    const secret = await subscribe(['ticket.updated']);
    const options = (await admin.call<{ statuses: Ref[]; priorities: Ref[]; me: { userId: string } }>('GET', '/resolve-it/options')).body;
    const [ticket] = (await admin.call<{ items: Ticket[] }>('GET', '/resolve-it/tickets?pageSize=1')).body.items;
    expect(ticket).toBeDefined();
    const priority = options.priorities.find((each) => each.id !== ticket!.priority?.id)!;

    const changed = await admin.call<Ticket>('PATCH', `/resolve-it/tickets/${ticket!.id}`, { priorityId: priority.id, assigneeId: options.me.userId, version: ticket!.version });
    expect(changed.status, changed.text).toBe(200);
    // Tags are not followed: no event.
    const tagged = await admin.call<Ticket>('PATCH', `/resolve-it/tickets/${ticket!.id}`, { tags: ['hooks'], version: changed.body.version });
    expect(tagged.status, tagged.text).toBe(200);
    const status = options.statuses.find((each) => each.id !== ticket!.status.id && each.name !== 'Closed')!;
    const replied = await admin.call('POST', `/resolve-it/tickets/${ticket!.id}/messages`, { body: 'Looking into it.', attachmentIds: [], visibility: 'internal', statusId: status.id, version: tagged.body.version });
    expect(replied.status, replied.text).toBeLessThan(300);

    const messages = await received(secret);
    expect(messages.map((message) => message.type)).toEqual(['ticket.updated', 'ticket.updated']);
    // The worker sends several at once: the receiver may get them in either order.
    const [moved, assigned] = [messages.find((message) => message.data.status === status.name), messages.find((message) => message.data.status !== status.name)];
    expect(assigned?.data).toMatchObject({ id: ticket!.id, number: ticket!.number, subject: ticket!.subject, status: ticket!.status.name, changed: ['priority', 'assignee'] });
    expect(moved?.data).toMatchObject({ id: ticket!.id, status: status.name, changed: ['status'] });
  });

  it('reaches only the endpoints that chose it', async () => {
    const secret = await subscribe(['ticket.created']);
    const options = (await admin.call<{ priorities: Ref[] }>('GET', '/resolve-it/options')).body;
    const [ticket] = (await admin.call<{ items: Ticket[] }>('GET', '/resolve-it/tickets?pageSize=1')).body.items;
    const priority = options.priorities.find((each) => each.id !== ticket!.priority?.id)!;
    expect((await admin.call('PATCH', `/resolve-it/tickets/${ticket!.id}`, { priorityId: priority.id, version: ticket!.version })).status).toBe(200);
    expect(await received(secret)).toEqual([]);
  });
});

describe('campaign.launched', () => {
  const today = () => rig.now().toISOString().slice(0, 10);
  const later = () => new Date(rig.now().getTime() + 10 * 86_400_000).toISOString().slice(0, 10);
  const create = async (kind: string, contactDate: string, rules?: unknown) => {
    const made = await admin.call<Campaign>('POST', `/${kind}/campaigns`, { name: `${kind} wave`, contactDate, message: 'Please act.', ...(rules !== undefined && { rules }) });
    expect(made.status, made.text).toBe(201);
    return made.body;
  };

  it('is sent when a campaign goes live: made on its contact date, or a scheduled one started; not when it is only scheduled or reopened', async () => {
    const secret = await subscribe(['campaign.launched']);
    const live = await create('recover', today());
    const scheduled = await create('recover', later());
    expect(scheduled.status).toBe('scheduled');
    expect(await received(secret)).toHaveLength(1);

    const started = await admin.call<Campaign>('POST', `/recover/campaigns/${scheduled.id}/status`, { version: scheduled.version, action: 'start' });
    expect(started.status, started.text).toBe(200);
    const closed = await admin.call<Campaign>('POST', `/recover/campaigns/${live.id}/status`, { version: live.version, action: 'close' });
    const reopened = await admin.call<Campaign>('POST', `/recover/campaigns/${live.id}/status`, { version: closed.body.version, action: 'reopen' });
    expect(reopened.status, reopened.text).toBe(200);

    const messages = await received(secret);
    expect(messages.map((message) => message.type)).toEqual(['campaign.launched', 'campaign.launched']);
    const byId = (id: string) => messages.find((message) => message.data.id === id)?.data;
    expect(byId(live.id)).toMatchObject({ name: 'recover wave', kind: 'recover' });
    expect(byId(scheduled.id)).toMatchObject({ kind: 'recover' });
  });

  it('names the kind of every campaign that launches (Loop too), and a contact date moved to today launches a scheduled one', async () => {
    const secret = await subscribe(['campaign.launched']);
    await create('loop', today(), { factorTableVersion: 'ademe-2026.1' });
    const scheduled = await create('recover', later());
    const moved = await admin.call('PATCH', `/recover/campaigns/${scheduled.id}`, { contactDate: today(), version: scheduled.version });
    expect(moved.status, moved.text).toBe(200);
    const messages = await received(secret);
    expect(messages.map((message) => [message.type, message.data.kind]).sort()).toEqual([
      ['campaign.launched', 'loop'],
      ['campaign.launched', 'recover'],
    ]);
  });
});
