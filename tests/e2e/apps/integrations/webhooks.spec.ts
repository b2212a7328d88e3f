import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { consoleErrors, DEMO, signedInAs, signIn } from '../../support/session';

interface Received {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** A receiver on 127.0.0.1, started by the test: the e2e server runs with ALLOW_PRIVATE_TARGETS=1 to reach it. */
async function receiver() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test('an endpoint an admin adds gets a signed ticket.created when an employee reports a problem', async ({ page }) => {
  const hooks = await receiver();
  try {
    const errors = consoleErrors(page);
    await signedInAs(page, 'admin');
    await page.goto('/integrations/webhooks');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
    await dialog.getByRole('textbox', { name: /Endpoint URL/ }).fill(hooks.url);
    await dialog.getByRole('textbox', { name: /Description/ }).fill('Ops bus');
    await dialog.getByRole('checkbox', { name: /ticket\.created/ }).check();
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = (await dialog.getByLabel('The signing secret').textContent())!;
    expect(secret).toMatch(/^whsec_/);
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The employee reports a problem (through the API their screen calls).
    const employee = await signIn(page.request, DEMO.employee);
    const headers = { authorization: `Bearer ${employee.token}` };
    const catalogue = (await (await page.request.get('/api/v1/resolve-now/catalogue', { headers })).json()) as { categories: { id: string; name: string }[] };
    const subject = `Laptop will not boot ${Date.now().toString(36)}`;
    const reported = await page.request.post('/api/v1/resolve-now/tickets', {
      headers,
      data: { serviceType: 'problem', subject, description: 'Black screen after the logo.', categoryId: catalogue.categories.find((each) => each.name === 'Hardware')!.id, impact: 'one-person' },
    });
    expect(reported.status()).toBe(201);

    // The worker polls every few seconds; the message is signed so that the receiver's standardwebhooks accepts it.
    await expect.poll(() => hooks.received.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const [got] = hooks.received;
    const message = new Webhook(secret).verify(got!.body, got!.headers as Record<string, string>) as { type: string; data: { subject: string } };
    expect(message).toMatchObject({ type: 'ticket.created', data: { subject } });

    await page.getByRole('link', { name: `Open the endpoint ${hooks.url}` }).click();
    const log = page.getByRole('table', { name: 'Deliveries' });
    await expect(log.getByText('ticket.created')).toBeVisible();
    await expect(log.getByText('Succeeded')).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await hooks.close();
  }
});
