import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createTransport, type SendMailOptions } from 'nodemailer';
import { inboundMailPort } from '../../support/ports';
import { consoleErrors, signIn, signedInAs, DEMO } from '../../support/session';
import { mailTo } from '../../support/mailbox';

/** Sends a real message to the server's inbound SMTP listener, as the organisation's mail server would. */
async function sendToDesk(message: SendMailOptions): Promise<void> {
  const transport = createTransport({ host: '127.0.0.1', port: inboundMailPort, secure: false, ignoreTLS: true });
  await transport.sendMail(message);
  transport.close();
}

/** Gives the demo organisation's desk an inbound address, as an admin does on the email channel screen. */
async function deskAddress(request: APIRequestContext): Promise<string> {
  const { token } = await signIn(request, DEMO.admin);
  const headers = { authorization: `Bearer ${token}` };
  const channel = (await (await request.get('/api/v1/resolve-it/email-channel', { headers })).json()) as { version: number };
  const address = 'desk@acme.test';
  const saved = await request.patch('/api/v1/resolve-it/email-channel', { headers, data: { inboundAddress: address, version: channel.version } });
  expect(saved.ok(), await saved.text()).toBe(true);
  return address;
}

async function replyAsAgent(page: Page, text: string): Promise<void> {
  const composer = page.getByRole('region', { name: 'Reply or note' });
  await composer.getByRole('textbox', { name: 'Reply' }).fill(text);
  await composer.getByRole('button', { name: 'Send reply' }).click();
  // In the conversation: the composer may still hold the words until the reply is saved.
  await expect(page.getByRole('article').getByText(text)).toBeVisible();
}

test('an employee asks for a laptop, the manager approves from the mail, an agent replies and the employee sees it at once', async ({ page, browser }) => {
  const errors = consoleErrors(page);
  await signedInAs(page, 'employee');
  await page.goto('/apps/resolve-now/request-service');
  await page.getByRole('radio', { name: /New laptop/ }).check();
  await page.getByRole('combobox', { name: 'Model' }).selectOption('ThinkPad X1 Carbon');
  await page.getByRole('textbox', { name: 'Why do you need it?' }).fill('My old one no longer charges.');
  await page.getByRole('button', { name: 'Send request' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^RES#\d+ · New laptop$/ });
  await expect(heading).toBeVisible();
  const reference = (await heading.textContent())!.split(' · ')[0]!;
  const ticketId = new URL(page.url()).pathname.split('/').pop()!;

  // The employee's manager is the demo admin: their mail carries a signed link that decides without signing in.
  const approval = await mailTo(page.request, DEMO.admin, (mail) => mail.subject.includes(reference));
  const link = /https?:\/\/\S+\/service-desk\/approval-links\/\S+/.exec(approval.text)?.[0];
  expect(link, approval.text).toBeTruthy();
  const manager = await browser.newPage();
  await manager.goto(new URL(new URL(link!).pathname, page.url()).href);
  await manager.getByRole('button', { name: 'Approve' }).click();
  await expect(manager.getByText(`you accepted ${reference}`)).toBeVisible();
  await manager.close();

  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await signedInAs(agent, 'admin');
  await agent.goto(`/apps/resolve-it/service-request/${ticketId}`);
  await expect(agent.getByRole('heading', { level: 1, name: new RegExp(reference) })).toBeVisible();
  const answer = `Your ThinkPad is on its way (${Date.now().toString(36)}).`;
  await replyAsAgent(agent, answer);

  // No reload: the reply reaches the employee's open page over the realtime connection.
  await expect(page.getByRole('region', { name: 'Conversation' }).getByText(answer)).toBeVisible();
  const clocks = agent.getByRole('region', { name: /SLA/ });
  await expect(clocks.getByText('First response').locator('..')).toContainText('Met');
  await agentContext.close();
  expect(errors).toEqual([]);
});

test("the agent's ticket page puts the reply box before the conversation, and nothing sticky covers it on a desk or a phone", async ({ page }) => {
  const { token } = await signedInAs(page, 'admin');
  const queue = await page.request.get('/api/v1/resolve-it/tickets?serviceType=problem&pageSize=1', { headers: { authorization: `Bearer ${token}` } });
  const [ticket] = ((await queue.json()) as { items: { id: string }[] }).items;
  for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 740 }]) {
    await page.setViewportSize(viewport);
    await page.goto(`/apps/resolve-it/reported-issue/${ticket!.id}`);
    const composer = page.getByRole('region', { name: 'Reply or note' });
    const reply = composer.getByRole('textbox', { name: 'Reply' });
    await expect(reply).toBeVisible();
    const conversation = page.getByRole('region', { name: 'Conversation' });
    expect(await composer.evaluate((box, other) => Boolean(box.compareDocumentPosition(other!) & Node.DOCUMENT_POSITION_FOLLOWING), await conversation.elementHandle())).toBe(true);
    // However the box is brought into view, at the top of the window or at its foot, what shows at its centre is the box.
    for (const block of ['start', 'end', 'center'] as const) {
      const hit = await reply.evaluate((box, at) => {
        box.scrollIntoView({ block: at });
        const rect = box.getBoundingClientRect();
        return document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2) === box;
      }, block);
      expect(hit, `${viewport.width} px, scrolled to the ${block}`).toBe(true);
    }
  }
});

test('mail to the desk opens a ticket, the reply to the agent threads into it, and its sender follows it with a code', async ({ page, browser }) => {
  const address = await deskAddress(page.request);
  const visitor = `visitor-${Date.now().toString(36)}@example.com`;
  const subject = `Projector in room 4 flickers ${Date.now().toString(36)}`;
  await sendToDesk({ from: `Val Visitor <${visitor}>`, to: address, subject, text: 'It flickers every few seconds since Monday.' });

  await signedInAs(page, 'admin');
  await page.goto(`/apps/resolve-it/reported-issues?q=${encodeURIComponent(subject)}`);
  await page.getByRole('link', { name: /^RES#\d+$/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(subject) })).toBeVisible();
  const answer = 'Could you send a photo of the projector label?';
  await replyAsAgent(page, answer);

  const sent = await mailTo(page.request, visitor, (mail) => mail.text.includes(answer));
  expect(sent.subject).toMatch(/\[RES#\d+\]/);
  // The answer goes to the reply address the mail carries: its token, not the subject's tag, proves the ticket.
  expect(sent.replyTo).toMatch(/^desk\+[a-z0-9-]+@acme\.test$/);
  await sendToDesk({ from: visitor, to: sent.replyTo!, subject: `AW: ${sent.subject}`, text: 'The label says Epson EB-L200F.' });
  // The mail is taken in the background; each look reloads the page and gives it time to render on a busy machine.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('The label says Epson EB-L200F.')).toBeVisible({ timeout: 5_000 });
  }).toPass();

  // The sender has no account: a code by mail opens their tickets, and only theirs.
  const outside = await browser.newPage();
  await outside.goto('/external/login');
  await outside.getByRole('textbox', { name: 'Email' }).fill(visitor);
  await outside.getByRole('button', { name: 'Send me a code' }).click();
  const codeMail = await mailTo(page.request, visitor, (mail) => /\b\d{6}\b/.test(mail.text) && !mail.text.includes(answer));
  await outside.getByRole('textbox', { name: 'Code' }).fill(/\b(\d{6})\b/.exec(codeMail.text)![1]!);
  await outside.getByRole('button', { name: 'Sign in' }).click();
  await expect(outside.getByRole('row', { name: new RegExp(subject) })).toBeVisible();
  // The header row and theirs: the demo organisation's other tickets stay out of sight.
  await expect(outside.getByRole('row')).toHaveCount(2);
  await outside.close();
});
