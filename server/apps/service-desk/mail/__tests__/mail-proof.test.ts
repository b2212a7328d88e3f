import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalFileStore } from '../../../../adapters/local-file-store';
import { AgentTicketService } from '../../services/agent-ticket-service';
import { TicketCore } from '../../services/ticket-core';
import { DEMO } from '../../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../../tests/server/harness';
import { signedIn } from '../../../../../tests/server/callers';
import { crlf, DESK_ADDRESS, depsOf, freePort, lastMailTo, mailTickets, messagesOf, setUpDesk, smtpTo, type Desk } from './mail-desk';
import { serviceDeskServer } from '../../index';

/**
 * Mail proves where it belongs, over real SMTP conversations with the listener: only a reply token or a Message-ID
 * the desk handed the sender joins a ticket; a From header and a [RES#n] tag prove nothing. The relay at 127.0.0.2
 * is one the desk trusts (MAIL_TRUSTED_RELAYS), whose Authentication-Results it believes; 127.0.0.1 is anyone.
 */
const EVE = DEMO.employee.email;
const ADA = DEMO.admin.email;
const BOSS = 'boss@partner.test';
const TRUSTED_RELAY = '127.0.0.2';

let server: TestServer;
let files: LocalFileStore;
let anyone: ReturnType<typeof smtpTo>;
let relay: ReturnType<typeof smtpTo>;
let desk: Desk;
let tickets: AgentTicketService;

beforeAll(async () => {
  files = await LocalFileStore.open(null);
  const port = await freePort();
  server = await startTestServer({ mailInbound: { port, host: '127.0.0.1', imapPollMs: 3600_000, trustedRelays: [TRUSTED_RELAY] } }, { files });
  anyone = smtpTo(port);
  relay = smtpTo(port, TRUSTED_RELAY);
  const deps = depsOf(server, files);
  tickets = new AgentTicketService(deps, new TicketCore(deps));
});
afterAll(async () => {
  anyone.close();
  relay.close();
  await server.close();
  await files.close();
});
beforeEach(async () => {
  await server.reset();
  desk = await setUpDesk(server);
});

interface Sent {
  readonly from?: string;
  readonly to?: string;
  readonly subject: string;
  readonly text?: string;
  readonly headers?: Record<string, string>;
  readonly envelopeFrom?: string;
  readonly via?: ReturnType<typeof smtpTo>;
}

/** The listener's last reply to one SMTP conversation, a refusal included. */
async function answerOf(sending: Promise<{ response: string }>): Promise<{ code: number; response: string }> {
  try {
    const { response } = await sending;
    return { code: Number(response.slice(0, 3)), response };
  } catch (error) {
    const { responseCode, response } = error as { responseCode: number; response: string };
    return { code: responseCode, response };
  }
}

function send(mail: Sent) {
  const { from = EVE, to = DESK_ADDRESS, subject, text = 'Hello.', headers = {}, envelopeFrom = from, via = anyone } = mail;
  return answerOf(via.sendMail({ envelope: { from: envelopeFrom, to: [to] }, from, to, subject, text, headers }));
}

const sendRaw = (raw: string, envelopeFrom: string) => answerOf(anyone.sendMail({ envelope: { from: envelopeFrom, to: [DESK_ADDRESS] }, raw }));

/** Eve's ticket, opened by mail and acknowledged, with Ada's public reply mailed to Eve and to Boss in copy. */
async function evesTicket() {
  expect((await send({ subject: 'Laptop will not start', text: 'It beeps three times.' })).code).toBe(250);
  const [opened] = await mailTickets(server, desk);
  await server.storeOf(serviceDeskServer).repos.own.copies.add(desk.organisationId, opened!.id, [{ email: BOSS, userId: null }]);
  await tickets.addMessage(desk.admin, opened!.id, { body: 'Hold the power button.', visibility: 'public', attachmentIds: [], version: opened!.version });
  return opened!;
}

const conversation = async (ticketId: string) => (await messagesOf(server, ticketId)).map(({ authorKind, authorEmail, visibility, body }) => ({ authorKind, authorEmail, visibility, body }));

/** Whose From address a forger writes: the agent's makes a public reply, the requester's a reply that reopens. */
const FORGED = [
  ['the agent', ADA],
  ['the requester', EVE],
] as const;

describe('a mail that names a ticket without proof', () => {
  it.each(FORGED)("with %s's From address and the [RES#n] tag opens a ticket of its own, and the acknowledgement says why", async (_who, from) => {
    const ticket = await evesTicket();
    const before = await conversation(ticket.id);
    const answer = await send({ from, subject: `Re: [RES#${ticket.number}] Laptop will not start`, text: 'Forged: close this, it is fixed.' });
    expect(answer.code).toBe(250);
    expect(await conversation(ticket.id)).toEqual(before);
    const [, forged] = await mailTickets(server, desk);
    expect(forged).toMatchObject({ requesterEmail: from, subject: `Re: [RES#${ticket.number}] Laptop will not start` });
    expect(await conversation(forged!.id)).toEqual([{ authorKind: 'requester', authorEmail: from, visibility: 'public', body: 'Forged: close this, it is fixed.' }]);
    const told = lastMailTo(server, from);
    expect(told.subject).toBe(`[RES#${forged!.number}] [RES#${ticket.number}] Laptop will not start`);
    expect(told.text).toContain(`Your mail names RES#${ticket.number}, but it is no reply to a mail we sent you about it, so we could not add it there.`);
    expect(told.text).toContain(`We filed it as a new request, RES#${forged!.number}`);
  });

  it.each(FORGED)("with %s's From address and no tag opens a ticket of its own, acknowledged as any new request", async (_who, from) => {
    const ticket = await evesTicket();
    const before = await conversation(ticket.id);
    expect((await send({ from, subject: 'Laptop will not start', text: 'Forged without a tag.' })).code).toBe(250);
    expect(await conversation(ticket.id)).toEqual(before);
    expect(await mailTickets(server, desk)).toHaveLength(2);
    expect(lastMailTo(server, from).text).toContain('We received your request and filed it as');
  });

  it('can be merged into the ticket it named by an agent', async () => {
    const ticket = await evesTicket();
    await send({ subject: `Re: [RES#${ticket.number}] Laptop`, text: 'Sent from my other client.' });
    const [, opened] = await mailTickets(server, desk);
    await tickets.merge(desk.admin, opened!.id, { targetId: ticket.id, version: opened!.version });
    expect((await conversation(ticket.id)).map((message) => message.body)).toContain('Sent from my other client.');
  });
});

describe('a reply token', () => {
  it("joins the ticket as the requester's reply; it fits in an address's local part", async () => {
    const ticket = await evesTicket();
    const { replyTo } = lastMailTo(server, EVE);
    expect(replyTo).toMatch(new RegExp(`^help\\+${ticket.number}-[0-9a-f]{24}@acme\\.test$`));
    expect(replyTo.split('@')[0]!.length).toBeLessThanOrEqual(64);
    expect((await send({ to: replyTo, subject: 'Re: Laptop will not start', text: 'Done, it works.' })).code).toBe(250);
    expect((await conversation(ticket.id)).at(-1)).toEqual({ authorKind: 'requester', authorEmail: EVE, visibility: 'public', body: 'Done, it works.' });
    expect(await mailTickets(server, desk)).toHaveLength(1);
  });

  it("of the agent's own makes her mail her public reply", async () => {
    const ticket = await evesTicket();
    await server.storeOf(serviceDeskServer).repos.own.copies.add(desk.organisationId, ticket.id, [{ email: ADA, userId: desk.admin.userId }]);
    await tickets.addMessage(desk.admin, ticket.id, { body: 'Anything else?', visibility: 'public', attachmentIds: [], version: (await mailTickets(server, desk))[0]!.version });
    const { replyTo } = lastMailTo(server, ADA);
    expect((await send({ from: ADA, to: replyTo, subject: 'Re: Laptop', text: 'Courier comes today.' })).code).toBe(250);
    expect((await conversation(ticket.id)).at(-1)).toEqual({ authorKind: 'agent', authorEmail: ADA, visibility: 'public', body: 'Courier comes today.' });
  });

  it('matches its letters in any case, as a mail server may change them', async () => {
    const ticket = await evesTicket();
    const { replyTo } = lastMailTo(server, EVE);
    await send({ to: replyTo.toUpperCase(), subject: 'Re: Laptop', text: 'Shouting.' });
    expect((await conversation(ticket.id)).at(-1)!.body).toBe('Shouting.');
  });

  it.each([
    ["another recipient's", (token: { replyTo: string }, _other: number) => ({ from: BOSS, to: token.replyTo })],
    ['another ticket', (token: { replyTo: string }, other: number) => ({ from: EVE, to: token.replyTo.replace(/\+\d+-/, `+${other}-`) })],
    ['a tampered', (token: { replyTo: string }, _other: number) => ({ from: EVE, to: token.replyTo.replace(/([0-9a-f])@/, (_match, digit: string) => `${digit === '0' ? '1' : '0'}@`) })],
  ])('of %s opens a ticket of its own', async (_what, forge) => {
    const ticket = await evesTicket();
    const evesToken = lastMailTo(server, EVE);
    await send({ subject: 'Second problem', text: 'The dock too.' });
    const [, second] = await mailTickets(server, desk);
    const before = [await conversation(ticket.id), await conversation(second!.id)];
    const { from, to } = forge(evesToken, second!.number);
    expect((await send({ from, to, subject: 'Re: Laptop', text: 'Forged token.' })).code).toBe(250);
    expect([await conversation(ticket.id), await conversation(second!.id)]).toEqual(before);
    const all = await mailTickets(server, desk);
    expect(all).toHaveLength(3);
    expect(all[2]).toMatchObject({ requesterEmail: from });
  });
});

describe('In-Reply-To and References', () => {
  it('join the ticket when they name a Message-ID the desk sent that sender', async () => {
    const ticket = await evesTicket();
    const evesMail = lastMailTo(server, EVE);
    // Each recipient's mail has a Message-ID of its own, and threads only what that recipient got.
    expect(evesMail.messageId).not.toBe(lastMailTo(server, BOSS).messageId);
    expect(server.mailbox.read(EVE)[0]!.thread!.references).not.toContain(lastMailTo(server, BOSS).messageId);
    await send({ subject: 'Re: Laptop', text: 'By In-Reply-To.', headers: { 'In-Reply-To': evesMail.messageId } });
    await send({ from: BOSS, subject: 'Re: Laptop', text: 'By References.', headers: { References: `<other@elsewhere.test> ${lastMailTo(server, BOSS).messageId}` } });
    expect((await conversation(ticket.id)).slice(-2)).toEqual([
      { authorKind: 'requester', authorEmail: EVE, visibility: 'public', body: 'By In-Reply-To.' },
      { authorKind: 'other', authorEmail: BOSS, visibility: 'public', body: 'By References.' },
    ]);
  });

  it('prove nothing when the Message-ID went to someone else', async () => {
    const ticket = await evesTicket();
    const before = await conversation(ticket.id);
    await send({ subject: `Re: [RES#${ticket.number}] Laptop`, text: "Boss's Message-ID.", headers: { 'In-Reply-To': lastMailTo(server, BOSS).messageId } });
    await send({ from: 'mallory@elsewhere.test', subject: 'Re: Laptop', text: "Eve's Message-ID.", headers: { 'In-Reply-To': lastMailTo(server, EVE).messageId } });
    expect(await conversation(ticket.id)).toEqual(before);
    expect((await mailTickets(server, desk)).map((each) => each.requesterEmail)).toEqual([EVE, EVE, 'mallory@elsewhere.test']);
  });

  it("of the requester's own first mail prove nothing: only what the desk sent counts", async () => {
    const ticket = await evesTicket();
    const [opening] = await messagesOf(server, ticket.id);
    await send({ from: 'mallory@elsewhere.test', subject: 'Re: Laptop', text: 'Threaded on the request.', headers: { 'In-Reply-To': opening!.mailMessageId! } });
    expect(await mailTickets(server, desk)).toHaveLength(2);
  });
});

describe('automatic replies', () => {
  const kinds: [string, Partial<Sent>][] = [
    ['Auto-Submitted: auto-replied', { headers: { 'Auto-Submitted': 'auto-replied' } }],
    ['Auto-Submitted: auto-generated', { headers: { 'Auto-Submitted': 'auto-generated' } }],
    ['Precedence: bulk', { headers: { Precedence: 'bulk' } }],
    ['Precedence: junk', { headers: { Precedence: 'junk' } }],
    ['Precedence: list', { headers: { Precedence: 'list' } }],
    ['Precedence: auto_reply', { headers: { Precedence: 'auto_reply' } }],
    ['X-Autoreply', { headers: { 'X-Autoreply': 'yes' } }],
    ['X-Autorespond', { headers: { 'X-Autorespond': 'Out of office' } }],
    ["Exchange's X-Auto-Response-Suppress", { headers: { 'X-Auto-Response-Suppress': 'All' } }],
    ['an empty Return-Path (null envelope sender)', { envelopeFrom: '' }],
    ['"Automatic reply:" in the subject', { subject: 'Automatic reply: Laptop will not start' }],
    ['"Out of office" as the subject', { subject: 'Out of office' }],
    ['"Out of Office:" in the subject', { subject: 'Out of Office: Laptop will not start' }],
    ['"Abwesenheitsnotiz:" in the subject', { subject: 'Abwesenheitsnotiz: Laptop startet nicht' }],
    ['"Automatische Antwort:" in the subject, MIME-encoded', { subject: 'Automatische Antwort: Laptop startet nicht – Grüße' }],
  ];

  it.each(kinds)('marked by %s never open a ticket nor get an answer', async (_kind, mail) => {
    const ticket = await evesTicket();
    const before = [server.mailbox.read().length, await conversation(ticket.id)];
    const answer = await send({ from: 'someone@partner.test', subject: 'I am away', text: 'Back on Monday.', ...mail });
    expect(answer.code).toBe(250);
    expect(await mailTickets(server, desk)).toHaveLength(1);
    expect([server.mailbox.read().length, await conversation(ticket.id)]).toEqual(before);
  });

  it.each(kinds)('marked by %s are kept as an internal note on the ticket their sender proves they answer, unanswered', async (_kind, mail) => {
    const ticket = await evesTicket();
    const before = server.mailbox.read().length;
    await send({ to: lastMailTo(server, EVE).replyTo, subject: 'I am away', text: 'Back on Monday.', ...mail });
    expect(await mailTickets(server, desk)).toHaveLength(1);
    expect(server.mailbox.read()).toHaveLength(before);
    expect((await conversation(ticket.id)).at(-1)).toEqual({ authorKind: 'requester', authorEmail: EVE, visibility: 'internal', body: 'Back on Monday.' });
  });

  it('reach no ticket by the tag alone', async () => {
    const ticket = await evesTicket();
    const before = await conversation(ticket.id);
    await send({ subject: `Automatic reply: [RES#${ticket.number}] Laptop`, text: 'Away.', headers: { 'X-Auto-Response-Suppress': 'All' } });
    expect(await conversation(ticket.id)).toEqual(before);
    expect(await mailTickets(server, desk)).toHaveLength(1);
  });
});

describe('a mail without a From header', () => {
  it.each([
    ['from a sender', EVE],
    ['from the null sender', ''],
  ])('is refused with 550 at the end of DATA (%s), and nothing is kept', async (_what, envelopeFrom) => {
    const kept = vi.spyOn(files, 'put');
    const raw = crlf([`To: ${DESK_ADDRESS}`, 'Subject: Who sent this?', 'Message-ID: <no-from@elsewhere.test>', '', 'Nobody knows.']);
    const answer = await sendRaw(raw, envelopeFrom);
    expect(answer.code).toBe(550);
    expect(answer.response).toContain('no From address');
    expect(await mailTickets(server, desk)).toHaveLength(0);
    // Refused, so neither a ticket nor a dead letter: the sending server bounces it to whoever sent it.
    expect(kept).not.toHaveBeenCalled();
  });
});

describe('a bounce', () => {
  const bounceOf = (messageId: string, action = 'failed') =>
    crlf([
      'From: Mail Delivery System <MAILER-DAEMON@mx.partner.test>',
      `To: ${DESK_ADDRESS}`,
      'Subject: Undelivered Mail Returned to Sender',
      `Message-ID: <bounce-${action}-${Date.now()}@mx.partner.test>`,
      'Auto-Submitted: auto-replied',
      'MIME-Version: 1.0',
      'Content-Type: multipart/report; report-type=delivery-status; boundary="B0UNCE"',
      '',
      '--B0UNCE',
      'Content-Type: text/plain; charset=us-ascii',
      '',
      `<${BOSS}>: host mx.partner.test said: 550 5.1.1 user unknown`,
      '',
      '--B0UNCE',
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; mx.partner.test',
      '',
      `Final-Recipient: rfc822; ${BOSS}`,
      `Action: ${action}`,
      'Status: 5.1.1',
      '',
      '--B0UNCE',
      'Content-Type: text/rfc822-headers',
      '',
      `To: ${BOSS}`,
      `Message-ID: ${messageId}`,
      '',
      '--B0UNCE--',
    ]);

  it("of a mail the desk sent (empty envelope sender) is recorded on its ticket as a failed delivery, which the requester never sees", async () => {
    const ticket = await evesTicket();
    const before = server.mailbox.read().length;
    const answer = await sendRaw(bounceOf(lastMailTo(server, BOSS).messageId), '');
    expect(answer.code).toBe(250);
    expect(server.mailbox.read()).toHaveLength(before);
    expect(await mailTickets(server, desk)).toHaveLength(1);
    const last = (await messagesOf(server, ticket.id)).at(-1)!;
    expect(last).toMatchObject({ visibility: 'internal', authorKind: 'system', event: { kind: 'delivery-failed', recipient: BOSS } });
    expect(last.body).toContain('550 5.1.1 user unknown');

    const agent = await signedIn(server, ADA);
    const agentView = await agent.call<{ messages: { event?: unknown; body: string }[] }>('GET', `/resolve-it/tickets/${ticket.id}`);
    expect(agentView.body.messages.at(-1)).toMatchObject({ event: { kind: 'delivery-failed', recipient: BOSS } });
    const eve = await signedIn(server, EVE);
    const requesterView = await eve.call<{ messages: { body: string }[] }>('GET', `/resolve-now/tickets/${ticket.id}`);
    expect(requesterView.status).toBe(200);
    expect(requesterView.body.messages.map((message) => message.body).join()).not.toContain('user unknown');
  });

  it('that only reports a delay is kept as a note, not as a failure', async () => {
    const ticket = await evesTicket();
    await sendRaw(bounceOf(lastMailTo(server, BOSS).messageId, 'delayed'), '');
    expect((await messagesOf(server, ticket.id)).at(-1)).toMatchObject({ visibility: 'internal', authorKind: 'other', event: null });
  });

  it('of a mail the desk never sent is dropped', async () => {
    const ticket = await evesTicket();
    const before = await conversation(ticket.id);
    expect((await sendRaw(bounceOf('<made-up@portal.test>'), '')).code).toBe(250);
    expect(await conversation(ticket.id)).toEqual(before);
    expect(await mailTickets(server, desk)).toHaveLength(1);
  });
});

describe("a trusted relay's Authentication-Results", () => {
  const authenticated = (results: string) => ({ 'Authentication-Results': results });

  it("prove the sender: the agent's mail with the tag joins as her reply when the relay saw DKIM pass for her domain", async () => {
    const ticket = await evesTicket();
    const answer = await send({ via: relay, from: ADA, subject: `Re: [RES#${ticket.number}] Laptop`, text: 'Signed and relayed.', headers: authenticated('mx.acme.test; dkim=pass header.d=acme.test header.s=mail; spf=none') });
    expect(answer.code).toBe(250);
    expect((await conversation(ticket.id)).at(-1)).toEqual({ authorKind: 'agent', authorEmail: ADA, visibility: 'public', body: 'Signed and relayed.' });
  });

  it.each([
    ['from a relay the desk does not trust', anyone, 'mx.acme.test; dkim=pass header.d=acme.test'],
    ["for another domain's signature", relay, 'mx.acme.test; dkim=pass header.d=elsewhere.test; spf=pass smtp.mailfrom=x@elsewhere.test'],
    ['when the relay saw a failure', relay, 'mx.acme.test; dkim=fail header.d=acme.test; dmarc=fail header.from=acme.test'],
  ])('prove nothing %s', async (_what, via, results) => {
    const ticket = await evesTicket();
    const before = await conversation(ticket.id);
    await send({ via, from: ADA, subject: `Re: [RES#${ticket.number}] Laptop`, text: 'Relayed.', headers: authenticated(results) });
    expect(await conversation(ticket.id)).toEqual(before);
    expect(await mailTickets(server, desk)).toHaveLength(2);
  });

  it("believe only the relay's own header, on top: one the sender wrote below it proves nothing", async () => {
    const ticket = await evesTicket();
    const raw = crlf([
      'Authentication-Results: mx.acme.test; dkim=none; spf=softfail smtp.mailfrom=acme.test',
      'Authentication-Results: mx.acme.test; dkim=pass header.d=acme.test',
      `From: ${ADA}`,
      `To: ${DESK_ADDRESS}`,
      `Subject: Re: [RES#${ticket.number}] Laptop`,
      '',
      'Forged verdict.',
    ]);
    await relay.sendMail({ envelope: { from: ADA, to: [DESK_ADDRESS] }, raw });
    expect(await mailTickets(server, desk)).toHaveLength(2);
  });
});
