import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LocalFileStore } from '../../../../adapters/local-file-store';
import { AgentTicketService } from '../../services/agent-ticket-service';
import { TicketCore } from '../../services/ticket-core';
import { DEMO } from '../../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../../tests/server/harness';
import {
  attachmentsOf,
  crlf,
  DESK_ADDRESS,
  depsOf,
  freePort,
  lastMailTo,
  messagesOf,
  otherOrganisation,
  setUpDesk,
  smtpTo,
  mailTickets,
  type Desk,
} from './mail-desk';
import { serviceDeskServer } from '../../index';

/**
 * The email channel end to end: the app starts its SMTP listener on MAIL_INBOUND_PORT, and real SMTP conversations
 * (nodemailer, and raw mails as Outlook, Gmail, an out-of-office and a mail server's bounce write them) become
 * tickets and replies in the database. Replies carry the proof the desk's mail handed their sender (mail-proof.test.ts
 * holds the forged ones).
 */
const EVE = DEMO.employee.email;
/** Small, so the size limit is reachable: the raw limit is a third more than this plus a mebibyte. */
const FILE_MAX_BYTES = 16 * 1024;

let server: TestServer;
let files: LocalFileStore;
let port: number;
let transport: ReturnType<typeof smtpTo>;
let desk: Desk;
let tickets: AgentTicketService;

beforeAll(async () => {
  files = await LocalFileStore.open(null);
  port = await freePort();
  server = await startTestServer(
    {
      mailInbound: { port, host: '127.0.0.1', imapPollMs: 3600_000, trustedRelays: [] },
      files: { dir: null, s3Url: null, maxBytes: FILE_MAX_BYTES, linkMinutes: 15 },
    },
    { files },
  );
  transport = smtpTo(port);
  const deps = depsOf(server, files);
  tickets = new AgentTicketService(deps, new TicketCore(deps));
});
afterAll(async () => {
  transport.close();
  await server.close();
  await files.close();
});
beforeEach(async () => {
  await server.reset();
  desk = await setUpDesk(server);
});

const deskStore = () => server.storeOf(serviceDeskServer);

const mailsTo = (address: string) => server.mailbox.read(address);

async function sendRaw(raw: string, from: string, to: readonly string[] = [DESK_ADDRESS]) {
  return transport.sendMail({ envelope: { from, to: [...to] }, raw });
}

/** Eve reports a problem by mail; answers the ticket. */
async function eveOpens(subject = 'Laptop will not start') {
  await transport.sendMail({ from: `Eve Employee <${EVE}>`, to: DESK_ADDRESS, subject, text: 'It beeps three times and stays dark.' });
  const all = await mailTickets(server, desk);
  return all[all.length - 1]!;
}

/** Ada answers publicly from Resolve IT; answers the Message-ID of the mail Eve got. */
async function adaAnswers(ticketId: string, body = 'Please hold the power button for ten seconds.') {
  const [ticket] = (await mailTickets(server, desk)).filter((each) => each.id === ticketId);
  await tickets.addMessage(desk.admin, ticketId, { body, visibility: 'public', attachmentIds: [], version: ticket!.version });
  return lastMailTo(server, EVE).messageId;
}

/** Eve answers the last mail the desk sent her, at the reply address it gave her. */
async function eveReplies(subject: string, text: string, headers: Record<string, string> = {}) {
  await transport.sendMail({ from: EVE, to: lastMailTo(server, EVE).replyTo, subject, text, headers });
}

async function setStatus(ticketId: string, category: 'closed' | 'resolved' | 'pending') {
  const status = (await deskStore().repos.own.statuses.list(desk.organisationId)).find((each) => each.category === category)!;
  await deskStore().repos.own.tickets.record(desk.organisationId, ticketId, { statusId: status.id, statusCategory: category });
}

describe('mail to the desk over SMTP', () => {
  it('opens a ticket with the sender as requester, and acknowledges it', async () => {
    const before = mailsTo(EVE).length;
    const ticket = await eveOpens();
    expect(ticket).toMatchObject({ subject: 'Laptop will not start', requesterEmail: EVE, requesterName: 'Eve Employee', serviceType: 'problem' });
    const employee = await server.store.repos.users.findByEmail(EVE);
    expect(ticket.requesterUserId).toBe(employee!.id);
    const [message] = await messagesOf(server, ticket.id);
    expect(message).toMatchObject({ channel: 'inbound', visibility: 'public', body: 'It beeps three times and stays dark.' });
    expect(mailsTo(EVE).length).toBe(before + 1);
    expect(mailsTo(EVE)[0]!.subject).toContain(`[RES#${ticket.number}]`);
  });

  it('refuses an unknown recipient at RCPT with 550, and takes the desk among other recipients', async () => {
    const refused = transport.sendMail({ from: EVE, to: 'nobody@acme.test', subject: 'Hello', text: 'Anyone?' });
    await expect(refused).rejects.toMatchObject({ responseCode: 550 });
    const mixed = await transport.sendMail({ from: EVE, to: ['nobody@acme.test', DESK_ADDRESS.toUpperCase()], subject: 'Printer', text: 'Jammed.' });
    expect(mixed.rejected).toEqual(['nobody@acme.test']);
    expect(await mailTickets(server, desk)).toHaveLength(1);
  });

  it('threads an Outlook reply sent to the reply address of the acknowledgement, whatever its Message-IDs', async () => {
    const ticket = await eveOpens('Drucker druckt nicht');
    const { replyTo } = lastMailTo(server, EVE);
    const outlook = crlf([
      `From: Eve Employee <${EVE}>`,
      `To: Service Desk <${replyTo}>`,
      `Subject: AW: [RES#${ticket.number}] Drucker druckt nicht`,
      'Date: Tue, 24 Nov 2026 10:15:00 +0000',
      'Message-ID: <AM0PR01MB7788C0FFEE@AM0PR01MB7788.eurprd01.prod.outlook.com>',
      'In-Reply-To: <0f1e2d3c-unknown@portal.test>',
      'References: <0f1e2d3c-unknown@portal.test>',
      `Thread-Topic: [RES#${ticket.number}] Drucker druckt nicht`,
      'Thread-Index: AQHZ1234567890abcdefABCDEF==',
      'Content-Language: de-DE',
      'X-MS-Has-Attach:',
      'X-MS-TNEF-Correlator:',
      'MIME-Version: 1.0',
      'Content-Type: multipart/alternative; boundary="_000_AM0PR01MB7788_"',
      '',
      '--_000_AM0PR01MB7788_',
      'Content-Type: text/plain; charset="iso-8859-1"',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Hallo,',
      '',
      'der Drucker im 2. Stock druckt immer noch nicht. Gr=FC=DFe, Eve',
      '',
      '________________________________',
      `Von: Service Desk <${DESK_ADDRESS}>`,
      'Gesendet: Dienstag, 24. November 2026 09:00',
      '',
      '--_000_AM0PR01MB7788_',
      'Content-Type: text/html; charset="iso-8859-1"',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      '<html><body><p>der Drucker im 2. Stock druckt immer noch nicht. Gr=FC=DFe, Eve</p></body></html>',
      '',
      '--_000_AM0PR01MB7788_--',
    ]);
    await sendRaw(outlook, EVE, [replyTo]);
    expect(await mailTickets(server, desk)).toHaveLength(1);
    const messages = await messagesOf(server, ticket.id);
    expect(messages).toHaveLength(2);
    expect(messages[1]).toMatchObject({ authorKind: 'requester', channel: 'inbound', visibility: 'public' });
    expect(messages[1]!.body).toContain('druckt immer noch nicht. Grüße, Eve');
    expect(messages[1]!.mailMessageId).toBe('<AM0PR01MB7788C0FFEE@AM0PR01MB7788.eurprd01.prod.outlook.com>');
  });

  it("threads a Gmail reply without the tag by In-Reply-To to the agent's outbound Message-ID", async () => {
    const ticket = await eveOpens();
    const agentMessageId = await adaAnswers(ticket.id);
    const gmail = crlf([
      'MIME-Version: 1.0',
      'Date: Tue, 24 Nov 2026 11:02:13 +0100',
      `References: <first-mail@acme.test> ${agentMessageId}`,
      `In-Reply-To: ${agentMessageId}`,
      'Message-ID: <CAFx8aB+Qz9kL3mN0pQrStUvWxYz=1@mail.gmail.com>',
      'Subject: Re: Laptop will not start',
      `From: Eve Employee <${EVE}>`,
      `To: ${DESK_ADDRESS}`,
      'Content-Type: multipart/alternative; boundary="000000000000a1b2c3d4e5"',
      '',
      '--000000000000a1b2c3d4e5',
      'Content-Type: text/plain; charset="UTF-8"',
      '',
      'Thanks, that worked!',
      '',
      `On Tue, 24 Nov 2026 at 10:00, Ada Admin <${DESK_ADDRESS}> wrote:`,
      '> Please hold the power button for ten seconds.',
      '',
      '--000000000000a1b2c3d4e5',
      'Content-Type: text/html; charset="UTF-8"',
      '',
      '<div dir="ltr">Thanks, that worked!</div>',
      '',
      '--000000000000a1b2c3d4e5--',
    ]);
    await sendRaw(gmail, EVE);
    expect(await mailTickets(server, desk)).toHaveLength(1);
    const messages = await messagesOf(server, ticket.id);
    expect(messages.map((message) => message.authorKind)).toEqual(['requester', 'agent', 'requester']);
    expect(messages[2]!.body).toContain('Thanks, that worked!');
    expect(messages[2]!.html).toContain('Thanks, that worked!');
  });

  it('reopens a closed ticket when its team reopens', async () => {
    const ticket = await eveOpens();
    await deskStore().repos.own.tickets.record(desk.organisationId, ticket.id, { teamId: desk.teamId });
    await setStatus(ticket.id, 'closed');
    await eveReplies(`Re: [RES#${ticket.number}] Laptop will not start`, 'It is broken again.');
    const all = await mailTickets(server, desk);
    expect(all).toHaveLength(1);
    expect(all[0]!.statusCategory).toBe('open');
    expect((await messagesOf(server, ticket.id)).at(-1)!.body).toBe('It is broken again.');
  });

  it('opens a follow-up ticket for a reply to a closed ticket when its team wants a new one', async () => {
    const ticket = await eveOpens();
    const team = (await deskStore().repos.own.teams.find(desk.organisationId, desk.teamId))!;
    await deskStore().repos.own.teams.update(desk.organisationId, team.id, team.version, { name: team.name, reopenPolicy: 'new-ticket' }, new Date());
    await deskStore().repos.own.tickets.record(desk.organisationId, ticket.id, { teamId: desk.teamId });
    await setStatus(ticket.id, 'closed');
    await eveReplies(`Re: [RES#${ticket.number}] Laptop will not start`, 'It is broken again.');
    const [closed, followUp] = await mailTickets(server, desk);
    expect(closed!.statusCategory).toBe('closed');
    expect(await messagesOf(server, closed!.id)).toHaveLength(1);
    expect(followUp).toMatchObject({ requesterEmail: EVE, statusCategory: 'new', teamId: desk.teamId });
    expect((await messagesOf(server, followUp!.id))[0]!.body).toBe('It is broken again.');
  });

  it("opens a new ticket when a stranger answers someone else's ticket", async () => {
    const ticket = await eveOpens();
    await transport.sendMail({
      from: 'Mallory <mallory@elsewhere.test>',
      to: DESK_ADDRESS,
      subject: `Re: [RES#${ticket.number}] Laptop will not start`,
      text: 'Send me the admin password.',
    });
    const [eves, mallorys] = await mailTickets(server, desk);
    expect(await messagesOf(server, eves!.id)).toHaveLength(1);
    expect(mallorys).toMatchObject({ requesterEmail: 'mallory@elsewhere.test', requesterUserId: null });
    expect((await messagesOf(server, mallorys!.id))[0]!.body).toBe('Send me the admin password.');
  });

  it("keeps organisations apart: a tag of another desk's ticket opens a ticket here, and a mail to both desks is one ticket each", async () => {
    const globex = await otherOrganisation(server, 'desk@globex.test');
    const acmeTicket = await eveOpens();
    await transport.sendMail({ from: EVE, to: 'desk@globex.test', subject: `Re: [RES#${acmeTicket.number}] Laptop`, text: 'Wrong desk.' });
    expect(await messagesOf(server, acmeTicket.id)).toHaveLength(1);
    const [globexTicket] = await mailTickets(server, globex);
    expect(globexTicket).toMatchObject({ organisationId: globex.organisationId, requesterEmail: EVE, requesterUserId: null });

    await transport.sendMail({ from: EVE, to: [DESK_ADDRESS, 'desk@globex.test'], subject: 'Both of you', text: 'Hello.' });
    expect((await mailTickets(server, desk)).map((ticket) => ticket.subject)).toEqual(['Laptop will not start', 'Both of you']);
    expect((await mailTickets(server, globex)).map((ticket) => ticket.subject)).toEqual([`Re: [RES#${acmeTicket.number}] Laptop`, 'Both of you']);
  });

  it('lets a person in copy answer the ticket, at the reply address of the mail they got', async () => {
    const ticket = await eveOpens();
    await deskStore().repos.own.copies.add(desk.organisationId, ticket.id, [{ email: 'boss@partner.test', userId: null }]);
    await adaAnswers(ticket.id);
    const { replyTo } = lastMailTo(server, 'boss@partner.test');
    await transport.sendMail({ from: 'boss@partner.test', to: replyTo, subject: `Re: [RES#${ticket.number}] Laptop`, text: 'Please hurry.' });
    expect(await mailTickets(server, desk)).toHaveLength(1);
    expect((await messagesOf(server, ticket.id)).at(-1)).toMatchObject({ authorKind: 'other', authorEmail: 'boss@partner.test' });
  });

  it('records an out-of-office reply on its ticket, without an acknowledgement, a reopening or a status change', async () => {
    const ticket = await eveOpens();
    const agentMessageId = await adaAnswers(ticket.id);
    await setStatus(ticket.id, 'pending');
    const before = mailsTo(EVE).length;
    const outOfOffice = crlf([
      `From: Eve Employee <${EVE}>`,
      `To: ${DESK_ADDRESS}`,
      `Subject: Automatische Antwort: [RES#${ticket.number}] Laptop will not start`,
      'Auto-Submitted: auto-replied',
      'X-Auto-Response-Suppress: All',
      'Message-ID: <ooo-4711@acme.test>',
      `In-Reply-To: ${agentMessageId}`,
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      'Ich bin bis 30. November nicht im Büro.',
    ]);
    await sendRaw(outOfOffice, EVE);
    expect(mailsTo(EVE).length).toBe(before);
    const [same] = await mailTickets(server, desk);
    expect(same!.statusCategory).toBe('pending');
    expect((await messagesOf(server, ticket.id)).at(-1)).toMatchObject({
      visibility: 'internal',
      authorKind: 'requester',
      body: 'Ich bin bis 30. November nicht im Büro.',
    });
  });

  it("neither reopens nor follows up a closed ticket for another desk's looping mail (X-Loop)", async () => {
    const ticket = await eveOpens();
    const team = (await deskStore().repos.own.teams.find(desk.organisationId, desk.teamId))!;
    await deskStore().repos.own.teams.update(desk.organisationId, team.id, team.version, { name: team.name, reopenPolicy: 'new-ticket' }, new Date());
    await deskStore().repos.own.tickets.record(desk.organisationId, ticket.id, { teamId: desk.teamId });
    await setStatus(ticket.id, 'closed');
    const before = server.mailbox.read().length;
    await eveReplies(`Re: [RES#${ticket.number}] Laptop will not start`, 'Your request has been received by the other desk.', { 'X-Loop': 'helpdesk@partner.test' });
    const all = await mailTickets(server, desk);
    expect(all).toHaveLength(1);
    expect(all[0]!.statusCategory).toBe('closed');
    expect((await messagesOf(server, ticket.id)).at(-1)).toMatchObject({ visibility: 'internal', body: 'Your request has been received by the other desk.' });
    expect(server.mailbox.read()).toHaveLength(before);
  });

  it('opens no ticket for an out-of-office that answers nothing the desk knows', async () => {
    const before = server.mailbox.read().length;
    await transport.sendMail({
      from: 'someone@partner.test',
      to: DESK_ADDRESS,
      subject: 'Out of office',
      text: 'I am away until Monday.',
      headers: { 'Auto-Submitted': 'auto-replied', Precedence: 'auto_reply' },
    });
    expect(await mailTickets(server, desk)).toHaveLength(0);
    expect(server.mailbox.read()).toHaveLength(before);
  });

  it("records a MAILER-DAEMON bounce (null sender, Return-Path <>) of the desk's mail as a failed delivery, and answers nothing", async () => {
    const ticket = await eveOpens();
    await deskStore().repos.own.copies.add(desk.organisationId, ticket.id, [{ email: 'gone@example.test', userId: null }]);
    await adaAnswers(ticket.id);
    const returnedId = lastMailTo(server, 'gone@example.test').messageId;
    const before = server.mailbox.read().length;
    const bounce = crlf([
      'Return-Path: <>',
      'From: Mail Delivery System <MAILER-DAEMON@mx.example.test>',
      `To: ${DESK_ADDRESS}`,
      'Subject: Undelivered Mail Returned to Sender',
      'Message-ID: <20261124100501.ABC123@mx.example.test>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/report; report-type=delivery-status; boundary="B0UNCE"',
      '',
      '--B0UNCE',
      'Content-Description: Notification',
      'Content-Type: text/plain; charset=us-ascii',
      '',
      'Your message could not be delivered to one or more recipients.',
      '<gone@example.test>: host mx.example.test said: 550 5.1.1 user unknown',
      '',
      '--B0UNCE',
      'Content-Description: Delivery report',
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; mx.example.test',
      '',
      'Final-Recipient: rfc822; gone@example.test',
      'Action: failed',
      'Status: 5.1.1',
      '',
      '--B0UNCE',
      'Content-Description: Undelivered Message Headers',
      'Content-Type: text/rfc822-headers',
      '',
      `From: Service Desk <${DESK_ADDRESS}>`,
      'To: gone@example.test',
      `Subject: [RES#${ticket.number}] Laptop will not start`,
      `Message-ID: ${returnedId}`,
      '',
      '--B0UNCE--',
    ]);
    await sendRaw(bounce, '');
    expect(await mailTickets(server, desk)).toHaveLength(1);
    expect(server.mailbox.read()).toHaveLength(before);
    const last = (await messagesOf(server, ticket.id)).at(-1)!;
    expect(last).toMatchObject({
      visibility: 'internal',
      authorKind: 'system',
      authorEmail: 'mailer-daemon@mx.example.test',
      event: { kind: 'delivery-failed', recipient: 'gone@example.test' },
    });
    expect(last.body).toContain('550 5.1.1 user unknown');
  });

  it('keeps a PDF attachment with the ticket, in the file store', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    await transport.sendMail({
      from: EVE,
      to: DESK_ADDRESS,
      subject: 'Invoice for the new monitor',
      text: 'The invoice is attached.',
      attachments: [{ filename: 'invoice.pdf', content: pdf, contentType: 'application/pdf' }],
    });
    const [ticket] = await mailTickets(server, desk);
    const [attachment] = await attachmentsOf(server, ticket!.id);
    expect(attachment).toMatchObject({ filename: 'invoice.pdf', contentType: 'application/pdf', size: pdf.byteLength, uploadedByEmail: EVE });
    const stored = await files.get(desk.organisationId, attachment!.key);
    expect(Buffer.from(stored!.bytes).equals(pdf)).toBe(true);
  });

  it('takes a mail delivered twice once', async () => {
    const raw = crlf([`From: ${EVE}`, `To: ${DESK_ADDRESS}`, 'Subject: Keyboard types double letters', 'Message-ID: <twice@acme.test>', '', 'It flickers.']);
    await sendRaw(raw, EVE);
    await sendRaw(raw, EVE);
    const all = await mailTickets(server, desk);
    expect(all).toHaveLength(1);
    expect(await messagesOf(server, all[0]!.id)).toHaveLength(1);
  });

  it('refuses a mail over the size limit with 552', async () => {
    const big = transport.sendMail({ from: EVE, to: DESK_ADDRESS, subject: 'Huge', text: 'x'.repeat(1_200_000) });
    await expect(big).rejects.toMatchObject({ responseCode: 552 });
    expect(await mailTickets(server, desk)).toHaveLength(0);
  });
});
