import { createServer, type AddressInfo } from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LocalFileStore } from '../../../../adapters/local-file-store';
import { imapMailboxOpener, type Mailbox, type MailboxLogin, type OpenMailbox, type UnseenMail } from '../imap-mailbox';
import { maxMailBytes, serviceDeskMailBackground, type MailBackground } from '../mail-background';
import { MailPipeline, MailTooLarge, type MailLog } from '../mail-pipeline';
import { DEAD_LETTER_FOLDER } from '../dead-letters';
import type { FileStore } from '../../../../ports/file-store';
import { DEMO } from '../../../../seed/demo-seed';
import type { TestServer } from '../../../../../tests/server/harness';
import { signedIn } from '../../../../../tests/server/callers';
import { crlf, DESK_ADDRESS, depsOf, lastMailTo, mailTickets, messagesOf, setUpDesk, mailboxTestServer, type Desk } from './mail-desk';
import { serviceDeskServer } from '../../index';

/**
 * IMAP polling without an IMAP server: a mailbox port faked in memory, read by the real poller through the same
 * pipeline SMTP uses, against the real ticket service and database. Also the pipeline's dead letters, and the real
 * IMAP client's guard of the host it connects to (the server runs with ALLOW_PRIVATE_TARGETS, as tests against a
 * local server must).
 */
const EVE = DEMO.employee.email;
const IMAP = { enabled: true, host: 'imap.acme.test', port: 993, secure: true, username: 'desk', mailbox: 'INBOX' };

class FakeMailbox implements Mailbox {
  readonly seen = new Set<number>();
  closed = 0;
  constructor(private readonly mails: Map<number, Buffer>) {}

  async unseen(limit: number): Promise<UnseenMail[]> {
    return [...this.mails.entries()]
      .filter(([uid]) => !this.seen.has(uid))
      .slice(0, limit)
      .map(([uid, source]) => ({ uid, size: source.byteLength, source: async () => source }));
  }

  async markSeen(uid: number): Promise<void> {
    this.seen.add(uid);
  }

  async close(): Promise<void> {
    this.closed++;
  }
}

class Logged implements MailLog {
  readonly lines: { level: string; message: string; details: object }[] = [];
  info = (details: object, message: string) => void this.lines.push({ level: 'info', message, details });
  warn = (details: object, message: string) => void this.lines.push({ level: 'warn', message, details });
  error = (details: object, message: string) => void this.lines.push({ level: 'error', message, details });
}

let server: TestServer;
let files: LocalFileStore;
let desk: Desk;
let log: Logged;
let mails: Map<number, Buffer>;
let mailbox: FakeMailbox;
let opened: MailboxLogin[];
let background: MailBackground;

const openFake: OpenMailbox = async (channel) => {
  opened.push(channel);
  return mailbox;
};

const rig = mailboxTestServer();
beforeEach(async () => {
  ({ server, files } = rig);
  await server.reset();
  desk = await setUpDesk(server, { imap: IMAP, password: 's3cret' });
  log = new Logged();
  mails = new Map();
  mailbox = new FakeMailbox(mails);
  opened = [];
  background = serviceDeskMailBackground(depsOf(server, files), log, openFake);
});

const mail = (subject: string, text: string, extra: readonly string[] = [], to = DESK_ADDRESS) =>
  Buffer.from(crlf([`From: Eve Employee <${EVE}>`, `To: ${to}`, `Subject: ${subject}`, ...extra, '', text]));

describe('the IMAP poller', () => {
  it('turns unread mail into tickets and replies through the pipeline, and marks each read', async () => {
    mails.set(7, mail('Headset crackles', 'The left ear crackles.', ['Message-ID: <imap-1@acme.test>']));
    const [round] = await background.poller.pollAll();
    expect(round).toEqual({ organisationId: desk.organisationId, taken: 1, skipped: 0, error: null });
    expect(opened).toEqual([{ organisationId: desk.organisationId, imap: IMAP, password: 's3cret' }]);
    const [ticket] = await mailTickets(server, desk);
    expect(ticket).toMatchObject({ subject: 'Headset crackles', requesterEmail: EVE });
    expect([...mailbox.seen]).toEqual([7]);
    expect(mailbox.closed).toBe(1);

    // The acknowledgement's reply address carries Eve's token; a mailbox tells it by the To header.
    const { replyTo } = lastMailTo(server, EVE);
    mails.set(8, mail(`Re: [RES#${ticket!.number}] Headset crackles`, 'Now the right one too.', [], replyTo));
    await background.poller.pollAll();
    expect(await mailTickets(server, desk)).toHaveLength(1);
    expect((await messagesOf(server, ticket!.id)).map((message) => message.body)).toEqual(['The left ear crackles.', 'Now the right one too.']);
    expect([...mailbox.seen]).toEqual([7, 8]);
  });

  it('takes a bounded batch per round, oldest first', async () => {
    for (let uid = 1; uid <= 30; uid++) mails.set(uid, mail(`Report ${uid}`, 'Broken.'));
    const [first] = await background.poller.pollAll();
    expect(first!.taken).toBe(25);
    expect((await mailTickets(server, desk)).map((ticket) => ticket.subject).slice(0, 2)).toEqual(['Report 1', 'Report 2']);
    const [second] = await background.poller.pollAll();
    expect(second!.taken).toBe(5);
    expect(await mailTickets(server, desk)).toHaveLength(30);
  });

  it('leaves a mail over the size limit in the mailbox, read, and goes on', async () => {
    mails.set(1, Buffer.concat([mail('Scan', 'See the scan.'), Buffer.alloc(maxMailBytes(server.config.files.maxBytes))]));
    mails.set(2, mail('Mouse', 'The mouse is gone.'));
    const [round] = await background.poller.pollAll();
    expect(round).toMatchObject({ taken: 1, skipped: 1, error: null });
    expect((await mailTickets(server, desk)).map((ticket) => ticket.subject)).toEqual(['Mouse']);
    expect(log.lines.some((line) => line.level === 'warn' && /larger than the desk takes/.test(line.message))).toBe(true);
  });

  it('polls no mailbox that is switched off, and reports one that cannot be opened', async () => {
    const failing = serviceDeskMailBackground(depsOf(server, files), log, async () => {
      throw new Error('authentication failed');
    });
    expect(await failing.poller.pollAll()).toEqual([{ organisationId: desk.organisationId, taken: 0, skipped: 0, error: 'authentication failed' }]);
    await setUpDesk(server);
    expect(await background.poller.pollAll()).toEqual([]);
  });

  it('holds mail from a mailbox to the rules of SMTP: no proof joins nothing, no robot opens a ticket, no sender is refused', async () => {
    mails.set(1, mail('Headset crackles', 'The left ear crackles.'));
    await background.poller.pollAll();
    const [ticket] = await mailTickets(server, desk);
    mails.set(2, mail(`Re: [RES#${ticket!.number}] Headset crackles`, 'Forged: the tag alone.'));
    mails.set(3, mail('Automatic reply: Headset crackles', 'I am away.', ['X-Auto-Response-Suppress: All']));
    mails.set(4, Buffer.from(crlf([`To: ${DESK_ADDRESS}`, 'Subject: Who am I', '', 'No From header.'])));
    const [round] = await background.poller.pollAll();
    expect(round).toMatchObject({ taken: 2, skipped: 1, error: null });
    expect([...mailbox.seen]).toEqual([1, 2, 3, 4]);
    const [first, second] = await mailTickets(server, desk);
    expect(await messagesOf(server, first!.id)).toHaveLength(1);
    expect(second).toMatchObject({ subject: `Re: [RES#${ticket!.number}] Headset crackles`, requesterEmail: EVE });
    expect(await mailTickets(server, desk)).toHaveLength(2);
    expect(lastMailTo(server, EVE).text).toContain(`Your mail names RES#${ticket!.number}, but it is no reply to a mail we sent you about it`);
    expect(log.lines.some((line) => /without a From address was refused/.test(line.message))).toBe(true);
  });

  it('a poller started with the app runs a round at once and stops cleanly', async () => {
    mails.set(3, mail('Dock', 'The dock does not charge.'));
    await background.start();
    await expect.poll(() => mailbox.seen.has(3)).toBe(true);
    await background.stop();
    expect((await mailTickets(server, desk)).map((ticket) => ticket.subject)).toEqual(['Dock']);
  });
});

describe('the pipeline', () => {
  const pipelineWith = (tickets: ConstructorParameters<typeof MailPipeline>[0]['tickets'], store: FileStore = files) =>
    new MailPipeline({
      store: server.storeOf(serviceDeskServer),
      files: store,
      now: () => new Date(),
      log,
      tickets,
      channels: server.storeOf(serviceDeskServer).repos.own.mailChannels,
      portalAddress: server.config.mail.from,
      keys: server.keys,
      maxBytes: 64 * 1024,
    });
  const SMTP_FROM_EVE = { mailFrom: EVE, recipients: [DESK_ADDRESS], trustedRelay: false };
  const failing = {
    openFromMail: async () => {
      throw new Error('the desk has no status of the category new');
    },
    replyFromMail: async () => {
      throw new Error('unreachable');
    },
    publish: () => undefined,
  };

  it('keeps a mail it cannot turn into a ticket as a dead letter, and logs where', async () => {
    const raw = mail('Phone', 'The phone is dead.');
    const [delivery] = await pipelineWith(failing).receive(raw, { ...SMTP_FROM_EVE, organisationIds: [desk.organisationId] });
    expect(delivery).toMatchObject({ organisationId: desk.organisationId, outcome: 'failed' });
    const key = (delivery as { deadLetter: string }).deadLetter;
    expect(key.startsWith(`${DEAD_LETTER_FOLDER}/`)).toBe(true);
    const kept = await files.get(desk.organisationId, key);
    expect(Buffer.from(kept!.bytes).equals(raw)).toBe(true);
    expect(kept!.contentType).toBe('message/rfc822');
    expect(log.lines.find((line) => line.level === 'error')!.details).toMatchObject({ organisationId: desk.organisationId, deadLetter: key });
  });

  it('throws when it can keep nothing, so IMAP leaves the mail unread for the next round', async () => {
    const brokenStore = { put: async () => Promise.reject(new Error('disk full')) } as unknown as FileStore;
    const pipeline = pipelineWith(failing, brokenStore);
    await expect(pipeline.receive(mail('Phone', 'Dead.'), { ...SMTP_FROM_EVE, organisationIds: [desk.organisationId] })).rejects.toThrow('disk full');
  });

  it('refuses a mail over its limit, from a stream as from a buffer', async () => {
    const { Readable } = await import('node:stream');
    const big = Buffer.alloc(64 * 1024 + 1, 'a');
    const pipeline = pipelineWith(failing);
    await expect(pipeline.receive(big, { ...SMTP_FROM_EVE, organisationIds: [desk.organisationId] })).rejects.toBeInstanceOf(MailTooLarge);
    await expect(pipeline.receive(Readable.from([big.subarray(0, 40_000), big.subarray(40_000)]), { ...SMTP_FROM_EVE, organisationIds: [] })).rejects.toBeInstanceOf(
      MailTooLarge,
    );
  });

  it("takes mail from the portal's own sender or a desk's address for a robot's: it opens no ticket", async () => {
    const own = Buffer.from(crlf([`From: ${server.config.mail.from}`, `To: ${DESK_ADDRESS}`, 'Subject: Your ticket', '', 'We got it.']));
    const fromDesk = Buffer.from(crlf([`From: ${DESK_ADDRESS}`, `To: ${DESK_ADDRESS}`, 'Subject: Loop', '', 'Hello me.']));
    const pipeline = pipelineWith(failing);
    for (const raw of [own, fromDesk]) {
      const [delivery] = await pipeline.receive(raw, { mailFrom: null, recipients: [], organisationIds: [desk.organisationId], trustedRelay: false });
      expect(delivery).toEqual({ organisationId: desk.organisationId, outcome: 'ignored-automatic' });
    }
  });
});

describe('the IMAP host', () => {
  /** A port that counts the connections it gets and drops each: enough to tell whether the poller connected. */
  async function countingPort() {
    const connections: string[] = [];
    const listener = createServer((socket) => {
      connections.push(socket.localAddress ?? '');
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    return { connections, port: (listener.address() as AddressInfo).port, close: () => new Promise((resolve) => listener.close(resolve)) };
  }

  it('is refused at connect when it is in the server\'s own network, unless ALLOW_PRIVATE_TARGETS allows it', async () => {
    const imap = await countingPort();
    try {
      await setUpDesk(server, { imap: { ...IMAP, host: '127.0.0.1', port: imap.port, secure: false }, password: 's3cret' });
      const refusing = serviceDeskMailBackground(depsOf(server, files), log, imapMailboxOpener(false));
      const [refused] = await refusing.poller.pollAll();
      expect(refused!.error).toBe('the IMAP host resolves to a loopback address; set ALLOW_PRIVATE_TARGETS=1 to allow it');
      expect(imap.connections).toEqual([]);

      // This server runs with ALLOW_PRIVATE_TARGETS, as the app's own poller does by default.
      const allowing = serviceDeskMailBackground(depsOf(server, files), log);
      const [allowed] = await allowing.poller.pollAll();
      expect(allowed!.error).not.toBeNull();
      expect(imap.connections).toEqual(['127.0.0.1']);
    } finally {
      await imap.close();
    }
  });

  it('may be saved in the server\'s own network with ALLOW_PRIVATE_TARGETS', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const { version } = (await ada.call<{ version: number }>('GET', '/resolve-it/email-channel')).body;
    const saved = await ada.call('PATCH', '/resolve-it/email-channel', { imap: { enabled: true, host: '127.0.0.1', port: 1143, secure: false, username: 'desk' }, version });
    expect(saved.status, saved.text).toBe(200);
  });
});
