import { expect, test, type Page } from '@playwright/test';
import { mailTo } from './support/mailbox';
import { consoleErrors, DEMO, signedInAs, signIn, withSession } from './support/session';
import { approveShipAndComplete } from './support/manage-orders';
import { topUpWallet } from './support/wallet';

/** A fact of Manage's details list, by its term. */
const fact = (page: Page, term: string) => page.locator('dt', { hasText: new RegExp(`^${term}$`) }).first().locator('xpath=following-sibling::dd[1]');

/** One of the demo company's employees other than Eve, whom no other journey uses: the person whose devices this story follows. */
async function anEmployee(page: Page, token: string): Promise<{ name: string; email: string }> {
  const answer = await page.request.get('/api/v1/users?role=employee&pageSize=100&sort=name', { headers: { authorization: `Bearer ${token}` } });
  const { items } = (await answer.json()) as { items: { name: string; email: string }[] };
  const chosen = items.find((person) => person.email !== DEMO.employee && /^[a-m]/i.test(person.name));
  if (!chosen) throw new Error('the demo company has no employee besides Eve');
  return chosen;
}

/** How many USB-C docks Manage's accessory has available, and how many the Device Hub says it has in stock: one count. */
async function dockCounts(admin: Page, employee: Page): Promise<{ manage: number; store: number }> {
  await admin.goto('/apps/manage-beta/accessories/all');
  const manage = await admin.getByRole('row', { name: /USB-C dock/ }).getByRole('cell', { name: /^\d+ \/ \d+/ }).textContent();
  await employee.goto('/apps/devicehub/search');
  await employee.getByRole('searchbox', { name: 'Search the store' }).fill('USB-C dock');
  await employee.getByRole('link', { name: 'USB-C dock' }).first().click();
  const store = await employee.getByText(/^(\d+ in stock|Only \d+ left)$/).textContent();
  const first = (text: string | null) => Number(/\d+/.exec(text ?? '')![0]);
  return { manage: first(manage), store: first(store) };
}

test('a laptop’s whole life, from the order to its grading, reads as one story with a link at every step', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const errors = consoleErrors(page);
  const { token } = await signedInAs(page, 'admin');
  const person = await anEmployee(page, token);
  const serial = `SN-LIFE-${Date.now().toString(36).toUpperCase()}`;
  await topUpWallet(page, person.name, '2000', 'Budget for a new laptop');

  // The employee orders a laptop and a dock in Device Hub and pays from the wallet.
  const employeeContext = await browser.newContext();
  const employee = await employeeContext.newPage();
  const employeeErrors = consoleErrors(employee);
  await withSession(employee, await signIn(employee.request, person.email));
  const before = await dockCounts(page, employee);
  for (const product of ['ThinkPad T14 (new)', 'USB-C dock']) {
    await employee.goto('/apps/devicehub/search');
    await employee.getByRole('searchbox', { name: 'Search the store' }).fill(product);
    await employee.getByRole('button', { name: `Add ${product} to cart` }).click();
    await expect(employee.getByText('Added to your cart')).toBeVisible();
  }
  await employee.goto('/apps/devicehub/cart');
  await employee.getByRole('link', { name: 'Go to payment' }).click();
  await employee.getByRole('radio', { name: /Wallet/ }).check();
  await employee.getByRole('button', { name: 'Pay now' }).click();
  await expect(employee.getByText('Your order is placed')).toBeVisible();
  const number = /#(\d+)/.exec((await employee.getByText(/^Order #\d+/).first().textContent())!)![1]!;

  // The admin approves it, ships it with the laptop's serial, and marks it delivered.
  await approveShipAndComplete(page, number, '1Z999AA10123456784', [[/^Serial of ThinkPad T14/, serial]]);

  // The laptop is in Manage, with the employee, at the order's cost; the dock's one count dropped in both apps.
  await page.goto('/apps/manage-beta/assets/all');
  await page.getByRole('searchbox', { name: 'Search by tag, serial, model or assignee' }).fill(serial);
  const tag = `DH${number}-1`;
  await page.getByRole('table').getByRole('link', { name: tag }).click();
  await expect(page.getByRole('heading', { level: 1, name: tag })).toBeVisible();
  await expect(fact(page, 'Assigned to')).toHaveText(person.name);
  await expect(fact(page, 'Cost')).toHaveText('€1,399.00');
  const asset = page.url();
  const after = await dockCounts(page, employee);
  expect(before.store).toBe(before.manage);
  expect(after).toEqual({ manage: before.manage - 1, store: before.manage - 1 });

  // The employee reports a problem with that laptop, picked among their devices.
  await employee.goto('/apps/resolve-now/report-problem');
  await employee.getByRole('textbox', { name: /What is wrong/ }).fill('Screen flickers');
  await employee.getByRole('combobox', { name: 'Category' }).selectOption('Hardware');
  await employee.getByRole('combobox', { name: 'Who is affected' }).selectOption('Just me');
  await employee.getByRole('textbox', { name: 'What happened' }).fill('Since it arrived, every few minutes.');
  await employee.getByRole('combobox', { name: 'Which of your devices' }).selectOption(`${tag} · ThinkPad T14 (new)`);
  await employee.getByRole('button', { name: 'Report problem' }).click();
  await expect(employee.getByRole('heading', { level: 1, name: /Screen flickers/ })).toBeVisible();
  expect(employeeErrors).toEqual([]);
  await employeeContext.close();

  // The admin offboards the employee and starts the Recover campaign proposed with their devices.
  await page.goto('/apps/manage-beta/users-list');
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(person.name);
  await page.getByRole('link', { name: person.name }).click();
  await page.getByRole('button', { name: 'Offboard' }).click();
  const offboard = page.getByRole('dialog', { name: `Offboard ${person.name}?` });
  await expect(offboard.getByRole('checkbox', { name: /Start a Recover campaign/ })).toBeChecked();
  await offboard.getByRole('button', { name: 'Offboard' }).click();
  await page.getByRole('link', { name: 'Open the Recover campaign' }).click();
  const campaign = `Leaver: ${person.name}`;
  await expect(page.getByRole('heading', { level: 1, name: campaign })).toBeVisible();
  const details = page.url();
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Start now' }).click();
  await page.getByRole('dialog', { name: `Start ${campaign} now?` }).getByRole('button', { name: 'Start now' }).click();
  await page.getByRole('button', { name: `Actions for ${person.name}` }).click();
  await page.getByRole('menuitem', { name: 'Send the first mail now' }).click();

  // The leaver books the pickup through the mailed link, without an account.
  const mail = await mailTo(page.request, person.email, (each) => each.subject.includes(campaign));
  const link = /https?:\/\/\S+(\/recover\/help-with-return\/[A-Za-z0-9_.-]+)/.exec(mail.text)![1]!;
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link);
  await visitor.getByRole('textbox', { name: 'Pickup address' }).fill('Hauptstraße 1, 10115 Berlin');
  await visitor.getByRole('textbox', { name: 'Phone number for the courier' }).fill('+49 30 1234567');
  await visitor.getByRole('checkbox', { name: 'I have packaging for the device' }).check();
  await visitor.getByRole('combobox', { name: 'Pickup slot' }).selectOption({ index: 1 });
  await visitor.getByRole('button', { name: 'Book the pickup' }).click();
  await expect(visitor.getByText('Your pickup is booked.')).toBeVisible();

  // The laptop arrives and is graded.
  await page.goto(details);
  const row = page.getByRole('row', { name: new RegExp(person.name) });
  await row.getByRole('button', { name: new RegExp(`^${person.name}: \\d+ devices?`) }).click();
  const drawer = page.getByRole('dialog', { name: `Devices of ${person.name}` });
  const device = `ThinkPad T14 (new) ${tag}`;
  await drawer.getByRole('button', { name: `Record receipt of ${device}` }).click();
  const receipt = drawer.getByRole('group', { name: `Record receipt of ${device}` });
  await receipt.getByRole('combobox', { name: 'Condition grade' }).selectOption('b');
  await receipt.getByRole('textbox', { name: 'Where it is now' }).fill('Berlin stock room');
  await receipt.getByRole('button', { name: 'Save receipt' }).click();
  await drawer.getByRole('button', { name: `Record processing of ${device}` }).click();
  const processing = drawer.getByRole('group', { name: `Record processing of ${device}` });
  await processing.getByRole('checkbox', { name: 'The device was wiped (its data erased)' }).check();
  await processing.getByRole('combobox', { name: 'What became of it' }).selectOption('restocked');
  await processing.getByRole('button', { name: 'Save processing' }).click();
  await expect(drawer.getByText(/Restocked/)).toBeVisible();

  // The laptop's life story tells every step, in order, each linked to where it happened.
  await page.goto(asset);
  const story = page.getByRole('region', { name: 'Life story' });
  const steps = story.getByRole('listitem');
  await expect(steps.locator('strong')).toHaveText([
    'Ordered',
    'Invoiced',
    'Shipped',
    'Delivered',
    'Ticket opened',
    'Invited',
    'Pickup booked',
    'Shipping label created',
    'Delivered',
    'Received',
    'Graded',
  ]);
  for (const step of await steps.all()) await expect(step.getByRole('link').first()).toBeVisible();
  await expect(steps.nth(0).getByRole('link', { name: `#${number}` })).toHaveAttribute('href', /\/apps\/manage-orders\/devicehub\//);
  await expect(steps.nth(4).getByRole('link', { name: /Screen flickers/ })).toHaveAttribute('href', /\/apps\/resolve-it\/reported-issue\//);
  await expect(steps.nth(10).getByRole('link', { name: campaign })).toHaveAttribute('href', /\/apps\/recover\/campaign-details\//);
  await page.screenshot({ path: '/tmp/lifecycle-story.png', fullPage: true });
  expect(errors).toEqual([]);
});
