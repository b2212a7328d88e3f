import { expect, test, type Page } from '@playwright/test';
import { consoleErrors, signedInAs } from '../../support/session';
import { mailTo } from '../../support/mailbox';

/** A fact of Manage's details list, by its term (the history below names the changed fields with the same words). */
const fact = (page: Page, term: string) => page.locator('dt', { hasText: new RegExp(`^${term}$`) }).first().locator('xpath=following-sibling::dd[1]');

test('an admin starts a Recover campaign for a leaver, who books a pickup through the link; the graded device is back in Manage', async ({ page, browser }) => {
  // Three people's worth of steps, and a mail that waits for the job worker's next look.
  test.slow();
  const errors = consoleErrors(page);
  await signedInAs(page, 'admin');
  const name = `Eve leaves ${Date.now().toString(36)}`;

  // The app opens on its campaigns; the header's button starts the wizard: who and which device, the dates, the message.
  await page.goto('/apps/recover/campaigns');
  await page.getByRole('link', { name: 'New campaign' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New campaign' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search people' }).fill('Eve');
  await page.getByRole('checkbox', { name: /Eve Employee/ }).check();
  const devices = page.getByRole('group', { name: 'Devices of Eve Employee' }).getByRole('checkbox');
  await expect(devices.first()).toBeChecked();
  // Only the first device comes back in this campaign.
  const deviceLabel = (await page.getByRole('group', { name: 'Devices of Eve Employee' }).locator('label').first().innerText()).trim();
  const [model, assetTag] = deviceLabel.split(' · ');
  for (const box of (await devices.all()).slice(1)) await box.uncheck();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('textbox', { name: 'Contact date' })).toBeVisible();
  // A Recover campaign runs until a deadline: without one the wizard stays on the dates.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Set the deadline: reminders and pickup days stop there.')).toBeVisible();
  await page.getByLabel(/^Deadline/).fill(new Date(Date.now() + 21 * 24 * 3600_000).toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Campaign name' }).fill(name);
  await page.getByRole('textbox', { name: 'Message' }).fill('Thank you for your time with us. Please send your laptop back.');
  await page.getByRole('button', { name: 'Start the campaign' }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const details = page.url();
  const eveRow = page.getByRole('row', { name: /Eve Employee/ });
  await expect(eveRow).toBeVisible();

  // The leaver's link, from the mail the job worker sent.
  const mail = await mailTo(page.request, 'employee@acme.test', (each) => each.subject.startsWith(name));
  const link = /https?:\/\/\S+(\/recover\/help-with-return\/[A-Za-z0-9_.-]+)/.exec(mail.text)![1]!;

  // No account: a browser of its own, never signed in.
  const visitor = await (await browser.newContext()).newPage();
  const visitorErrors = consoleErrors(visitor);
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Returning your device' })).toBeVisible();
  await expect(visitor.getByText(model!)).toBeVisible();
  await visitor.getByRole('textbox', { name: 'Pickup address' }).fill('Hauptstraße 1, 10115 Berlin');
  await visitor.getByRole('textbox', { name: 'Phone number for the courier' }).fill('+49 30 1234567');
  await visitor.getByRole('checkbox', { name: 'I have packaging for the device' }).check();
  const slots = visitor.getByRole('combobox', { name: 'Pickup slot' });
  await slots.selectOption({ index: 1 });
  await visitor.getByRole('button', { name: 'Book the pickup' }).click();
  await expect(visitor.getByText('Your pickup is booked.')).toBeVisible();
  await expect(visitor.getByText(/^Pickup booked:/)).toBeVisible();
  await visitor.screenshot({ path: '/tmp/recover-return-booked.png', fullPage: true });
  expect(visitorErrors).toEqual([]);

  // The admin sees the booking, receives the device and grades it.
  await page.goto(details);
  await expect(eveRow.getByText('Pickup booked', { exact: true })).toBeVisible();
  // Her devices open in a drawer beside the table; the receipt's form opens under the device.
  await eveRow.getByRole('button', { name: 'Eve Employee: 1 device' }).click();
  const drawer = page.getByRole('dialog', { name: 'Devices of Eve Employee' });
  await drawer.getByRole('button', { name: `Record receipt of ${model} ${assetTag}` }).click();
  const receipt = drawer.getByRole('group', { name: `Record receipt of ${model} ${assetTag}` });
  await receipt.getByRole('combobox', { name: 'Condition grade' }).selectOption('b');
  await receipt.getByRole('textbox', { name: 'Where it is now' }).fill('Berlin stock room');
  await receipt.getByRole('button', { name: 'Save receipt' }).click();
  await expect(drawer.getByText('Returned · grade B')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(eveRow.getByText('Received', { exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/recover-details-received.png', fullPage: true });

  // Manage shows the asset back in stock, graded, where it now is.
  await page.goto('/apps/manage-beta/assets/all');
  await page.getByRole('searchbox', { name: 'Search by tag, serial, model or assignee' }).fill(assetTag!);
  await page.getByRole('table').getByRole('link', { name: assetTag }).click();
  await expect(page.getByRole('heading', { level: 1, name: assetTag })).toBeVisible();
  await expect(fact(page, 'Status')).toHaveText('In stock');
  await expect(fact(page, 'Condition')).toHaveText('Grade B');
  await expect(fact(page, 'Location')).toHaveText('Berlin stock room');
  expect(errors).toEqual([]);
});

test('an expired or unknown link gets a clear page, and the two old addresses lead to the help page', async ({ page }) => {
  await page.goto('/asset-recovery/schedule-pickup/not-a-real-link-at-all-0123456789');
  await expect(page).toHaveURL(/\/recover\/help-with-return\/not-a-real-link-at-all-0123456789$/);
  await expect(page.getByText('This link does not work')).toBeVisible();
  await page.goto('/device-already-return/not-a-real-link-at-all-0123456789');
  await expect(page).toHaveURL(/\/recover\/help-with-return\/not-a-real-link-at-all-0123456789$/);
});

test('the Machine Lab shows the campaign machines', async ({ page }) => {
  await page.goto('/lab/');
  await expect(page.getByRole('heading', { level: 1, name: 'Machine Lab' })).toBeVisible();
  for (const machine of ['Campaign (every kind)', 'Recover: one person’s retrieval']) {
    await page.getByRole('option', { name: new RegExp(machine.replace(/[()]/g, '\\$&')) }).click();
    await expect(page.getByRole('img', { name: /^State diagram of the/ })).toBeVisible();
  }
  await expect(page.locator('[data-state-id="recover-campaign.requested"][data-current="true"]')).toHaveCount(1);
  await page.getByRole('radio', { name: 'SEND', exact: true }).click();
  await page.getByRole('button', { name: 'Send SEND' }).click();
  await expect(page.getByText('Current state: awaiting-employee')).toBeVisible();
});
