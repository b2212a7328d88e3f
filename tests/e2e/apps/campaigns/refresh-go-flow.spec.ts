import { expect, test } from '@playwright/test';
import { mailTo } from '../../support/mailbox';
import { consoleErrors, signedInAs } from '../../support/session';

test('a Refresh Go campaign offers a Device Hub kit; an employee picks it through the shared address and is mailed the return of the old device; the admin orders the kit', async ({ page, browser }) => {
  const errors = consoleErrors(page);
  await signedInAs(page, 'admin');
  const name = `Go ${Date.now().toString(36)}`;

  // The admin starts the campaign in the wizard, offering the Device Hub's starter kit.
  await page.goto('/apps/refresh-go');
  await expect(page.getByRole('list', { name: 'People to pick' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  const kits = page.getByRole('group', { name: 'Kits to choose from' });
  await kits.getByRole('checkbox', { name: /New starter kit/ }).check();
  await expect(kits.getByText('ThinkPad T14 (new), USB-C dock, Noise-cancelling headset')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: /Campaign name/ }).fill(name);
  await page.getByRole('textbox', { name: /Message/ }).fill('Pick your new kit; send the old laptop back.');
  await page.getByRole('button', { name: 'Start the campaign' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const panel = page.getByRole('group', { name: "The campaign's address" });
  await panel.getByRole('button', { name: 'Make the address' }).click();
  const address = panel.getByRole('textbox', { name: 'Address' });
  await expect(address).toHaveValue(/\/refresh-go-diagnostic\//);
  const link = new URL(await address.inputValue()).pathname;

  // Eve, without an account, opens the shared address and picks the kit.
  const visitor = await (await browser.newContext()).newPage();
  const visitorErrors = consoleErrors(visitor);
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  const offered = visitor.getByRole('radiogroup', { name: 'Your new device' });
  await expect(offered.getByText('ThinkPad T14 (new), USB-C dock, Noise-cancelling headset')).toBeVisible();
  await offered.getByRole('radio', { name: /New starter kit/ }).click();
  await expect(visitor.getByRole('radio', { name: /New starter kit/ })).toBeChecked();
  await visitor.getByRole('textbox', { name: /Your work email/ }).fill('employee@acme.test');
  await visitor.screenshot({ path: '/tmp/refresh-go-pick.png', fullPage: true });
  await visitor.getByRole('button', { name: 'Start my refresh' }).click();
  await expect(visitor.getByRole('status').getByText(/you will receive an email about returning your old device/)).toBeVisible();
  expect(visitorErrors).toEqual([]);

  // The return of her old device is a Recover flow that mails her its link; the admin sees her pick.
  const mail = await mailTo(page.request, 'employee@acme.test', (each) => each.subject.includes(`${name}: returns`));
  expect(mail.text).toMatch(/\/recover\/help-with-return\//);
  await page.reload();
  const eve = page.getByRole('row', { name: /Eve Employee/ });
  await expect(eve.getByText('Picked New starter kit')).toBeVisible();

  // The admin orders the kit to the Berlin office: a campaign order in Manage Orders.
  await eve.getByRole('button', { name: 'Actions for Eve Employee' }).click();
  await page.getByRole('menuitem', { name: 'Order the kit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order New starter kit for Eve Employee' });
  await expect(dialog.getByRole('combobox', { name: 'Send to' })).toHaveValue(/.+/);
  await dialog.getByRole('button', { name: 'Order the kit' }).click();
  await expect(dialog).toBeHidden();
  const ordered = eve.getByText(/order #\d+/);
  await expect(ordered).toBeVisible();
  const number = /#(\d+)/.exec((await ordered.textContent()) ?? '')![1];
  await page.goto('/apps/manage-orders/campaign');
  await expect(page.getByRole('link', { name: `Order #${number}` })).toBeVisible();
  expect(errors).toEqual([]);
});
