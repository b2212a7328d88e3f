import { expect, test } from '@playwright/test';
import { mailTo } from '../../support/mailbox';
import { consoleErrors, signedInAs, signIn, withSession } from '../../support/session';

/** The first weekday at least `days` ahead of today, as the date input takes it. */
function weekdayAhead(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

test('a manager invites a hire with a kit; the hire picks it and their address on the mailed link; the kit order reaches Manage Orders', async ({ page, browser }) => {
  const errors = consoleErrors(page);
  await withSession(page, await signIn(page.request, 'lukas.schneider@acme.test'));
  const suffix = Date.now().toString(36);
  const email = `hire.${suffix}@acme.test`;
  const name = `Hanna Hire ${suffix}`;

  // The manager invites the hire from Onboard: role, team, manager, location, a first day soon and the starter kit.
  await page.goto('/apps/onboard');
  await page.getByRole('link', { name: 'Invite a hire' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('combobox', { name: 'Role' }).selectOption('employee');
  await page.getByRole('textbox', { name: 'Team' }).fill('Platform');
  await page.getByRole('combobox', { name: 'Manager' }).selectOption({ label: 'Lukas Schneider' });
  const location = page.getByRole('combobox', { name: 'Location' });
  await location.selectOption({ index: 1 });
  // Two working days ahead: too soon for the kit's lead time, so its order is due at once and the job worker places it.
  await page.getByLabel('First day').fill(weekdayAhead(2));
  await page.getByRole('group', { name: 'Kits they may choose from' }).getByRole('checkbox', { name: /New starter kit/ }).check();
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByRole('status').getByText(`The invitation to ${email} is on its way.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) }).getByText('Pending')).toBeVisible();

  // The hire opens the link of the mail, without an account, picks the kit and has it sent to their home.
  const mail = await mailTo(page.request, email, () => true);
  const link = /\/join\/[\w-]+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  const hire = await (await browser.newContext()).newPage();
  const hireErrors = consoleErrors(hire);
  await hire.goto(link!);
  await expect(hire.getByRole('heading', { level: 1, name: 'Join Acme' })).toBeVisible();
  await expect(hire.getByText('Lukas Schneider invites you to join as Employee.')).toBeVisible();
  const kits = hire.getByRole('radiogroup', { name: 'Your kit' });
  await expect(kits.getByText('ThinkPad T14 (new), USB-C dock, Noise-cancelling headset')).toBeVisible();
  await kits.getByRole('radio', { name: /New starter kit/ }).check();
  await hire.getByRole('radiogroup', { name: 'Where should it go?' }).getByRole('radio', { name: 'To my address' }).check();
  const address = hire.getByRole('group', { name: 'Your address' });
  await address.getByRole('textbox', { name: 'Street and number' }).fill('Kastanienallee 12');
  await address.getByRole('textbox', { name: 'Postcode' }).fill('10435');
  await address.getByRole('textbox', { name: 'City' }).fill('Berlin');
  await expect(address.getByRole('textbox', { name: 'Country' })).toHaveValue('DE');
  await expect(hire.getByRole('textbox', { name: 'Your name' })).toHaveValue(name);
  await hire.getByRole('textbox', { name: 'Password' }).fill('a-good-password');
  await hire.getByRole('button', { name: 'Set up my account' }).click();
  await expect(hire.getByRole('status').getByText(`Your account is ready. Sign in with ${email}.`)).toBeVisible();
  await expect(hire.getByRole('status').getByText('Your kit is ordered now; it may arrive just after your first day.')).toBeVisible();
  expect(hireErrors).toEqual([]);

  // The job worker places the order; the manager sees it on the hire in Onboard.
  await page.goto('/apps/onboard');
  await page.getByRole('link', { name }).first().click();
  const panel = page.getByRole('group', { name });
  await expect(panel.getByText(`New starter kit, to Kastanienallee 12, 10435 Berlin`)).toBeVisible();
  const ordered = panel.getByText(/Ordered as order #\d+/);
  await expect(async () => {
    await page.reload();
    await expect(ordered).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const number = /#(\d+)/.exec((await ordered.textContent()) ?? '')![1];
  expect(errors).toEqual([]);

  // The admin finds the order in Manage Orders, to the hire's home.
  const admin = await (await browser.newContext()).newPage();
  const adminErrors = consoleErrors(admin);
  await signedInAs(admin, 'admin');
  await admin.goto('/apps/manage-orders/campaign');
  await admin.getByRole('link', { name: `Order #${number}` }).click();
  await expect(admin.getByText(name).first()).toBeVisible();
  await expect(admin.getByText('New starter kit').first()).toBeVisible();
  await expect(admin.getByText(/Kastanienallee 12/).first()).toBeVisible();
  expect(adminErrors).toEqual([]);
});
