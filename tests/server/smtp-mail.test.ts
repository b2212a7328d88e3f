import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExternalSignInAnswer } from '../../contract/external';
import { jobs } from '../../server/db/schema';
import { DEMO } from '../../server/seed/demo-seed';
import { startTestServer, type TestServer } from './harness';
import { Inbox, REFUSED, smtpUrlFor } from './smtp-inbox';
import { SmtpMail } from '../../server/adapters/smtp-mail';
import { signedIn } from './callers';
import { reportProblem } from '../../server/apps/service-desk/__tests__/helpers';

/**
 * Login codes through a real SMTP conversation: an SMTP server of the test's own on 127.0.0.1, which asks for the
 * credentials of SMTP_URL and refuses one address, and the portal's queue and worker delivering to it.
 */
let inbox: Inbox;
let server: TestServer;
beforeAll(async () => {
  inbox = new Inbox();
  const port = await inbox.listen();
  server = await startTestServer({ mail: { smtpUrl: smtpUrlFor(port), from: 'IT asset portal <portal@portal.test>' } });
});
afterAll(async () => {
  await server.close();
  await inbox.close();
});
beforeEach(() => server.reset());

async function requestCode(email: string): Promise<ParsedMail> {
  expect((await server.call('POST', '/api/v1/external/codes', { body: { email } })).status).toBe(202);
  return inbox.next();
}

function codeIn(mail: ParsedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
  expect(code, mail.text).toBeDefined();
  return code!;
}

async function signInWith(email: string, code: string) {
  const answer = await server.call('POST', '/api/v1/external/sign-in', { body: { email, code } });
  expect(answer.status, answer.text).toBe(200);
  return ExternalSignInAnswer.parse(answer.body);
}

describe('mail over SMTP', () => {
  it('sends a login code with a text and an HTML part, in English to an address without an account', async () => {
    const mail = await requestCode('visitor@example.test');
    expect(mail.subject).toBe('Your sign-in code for Resolve Now');
    expect(mail.from?.value).toEqual([{ name: 'IT asset portal', address: 'portal@portal.test' }]);
    expect(mail.to && !Array.isArray(mail.to) && mail.to.text).toBe('visitor@example.test');
    const code = codeIn(mail);
    expect(mail.html).toContain(`>${code}</p>`);
    expect(mail.html).toContain('<html lang="en">');
    expect(server.mailbox.read('visitor@example.test')).toEqual([]);
    expect((await signInWith('visitor@example.test', code)).email).toBe('visitor@example.test');
  });

  it("writes in the recipient's own language", async () => {
    const { token } = await server.signIn(DEMO.employee.email);
    const settings = await server.call<{ personal: { version: number } }>('GET', '/api/v1/settings', { token });
    const changed = await server.call('PATCH', '/api/v1/settings', {
      token,
      body: { personal: { language: 'de', version: settings.body.personal.version } },
    });
    expect(changed.status).toBe(200);
    const mail = await requestCode(DEMO.employee.email);
    expect(mail.subject).toBe('Ihr Anmeldecode für Resolve Now');
    expect(mail.text).toContain('Ihr Anmeldecode lautet');
    expect(mail.html).toContain('<html lang="de">');
    await signInWith(DEMO.employee.email, codeIn(mail));
  });

  it("threads the desk's mails by their headers, each with a Message-ID and a reply address of the recipient's own", async () => {
    const agent = await signedIn(server, DEMO.admin.email);
    const channel = await agent.call<{ version: number }>('GET', '/resolve-it/email-channel');
    expect((await agent.call('PATCH', '/resolve-it/email-channel', { inboundAddress: 'desk@acme.test', version: channel.body.version })).status).toBe(200);
    const employee = await signedIn(server, DEMO.employee.email);
    const ticket = await reportProblem(employee);
    const acknowledgement = await inbox.next();
    expect(acknowledgement.subject).toContain(`[RES#${ticket.number}]`);
    expect(acknowledgement.messageId).toMatch(/^<[\w-]+@portal\.test>$/);
    // The thread starts at the request, whose Message-ID the portal made when it was filed.
    const start = acknowledgement.inReplyTo;
    expect(start).toMatch(/@portal\.test>$/);
    expect(acknowledgement.references).toBe(start);
    expect(acknowledgement.replyTo?.value[0]?.address).toMatch(new RegExp(`^desk\\+${ticket.number}-[0-9a-f]{24}@acme\\.test$`));
    const say = async (visibility: 'public' | 'internal', body: string) => {
      const { version } = (await agent.call<{ version: number }>('GET', `/resolve-it/tickets/${ticket.id}`)).body;
      const said = await agent.call('POST', `/resolve-it/tickets/${ticket.id}/messages`, { visibility, body, version });
      expect(said.status, said.text).toBe(201);
    };
    await say('public', 'Which model is it?');
    const reply = await inbox.next();
    expect(reply.messageId).toMatch(/^<[\w-]+@portal\.test>$/);
    expect(reply.inReplyTo).toBe(acknowledgement.messageId);
    expect(reply.references).toEqual([start, acknowledgement.messageId]);
    expect(reply.replyTo?.value[0]?.address).toBe(acknowledgement.replyTo?.value[0]?.address);

    await say('internal', 'Probably the battery.');
    await say('public', 'A courier picks it up today.');
    const second = await inbox.next();
    // The internal note went out to nobody and is no part of the mailed conversation.
    expect(second.text).toContain('A courier picks it up today.');
    expect(second.inReplyTo).toBe(reply.messageId);
    expect(second.references).toEqual([start, acknowledgement.messageId, reply.messageId]);
  });

  it('carries attachments as base64 parts with their names and types', async () => {
    const transport = new SmtpMail(server.config.mail.smtpUrl!, 'IT asset portal <portal@portal.test>');
    const csv = '\uFEFFStatus;Devices\nIn stock;2\n';
    await transport.send({
      to: 'reader@example.test',
      subject: 'Two files',
      text: 'See the files.',
      attachments: [
        { filename: 'report.csv', contentType: 'text/csv', contentBase64: Buffer.from(csv).toString('base64') },
        { filename: 'report.pdf', contentType: 'application/pdf', contentBase64: Buffer.from('%PDF-1.4').toString('base64') },
      ],
    });
    transport.close();
    const mail = await inbox.next();
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ['report.csv', 'text/csv'],
      ['report.pdf', 'application/pdf'],
    ]);
    expect(mail.attachments[0]!.content.toString('utf8')).toBe(csv);
  });

  it('keeps a refused mail queued for a later attempt, with the reason', async () => {
    expect((await server.call('POST', '/api/v1/external/codes', { body: { email: REFUSED } })).status).toBe(202);
    await vi.waitFor(async () => {
      const [job] = await server.database.db.select().from(jobs);
      expect(job).toMatchObject({ kind: 'mail', target: REFUSED, state: 'queued', attempts: 1 });
      expect(job!.lastError).toMatch(/550/);
    });
  });
});
