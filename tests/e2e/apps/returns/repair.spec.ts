import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { deviceHandedTo, type HandedDevice } from '../../support/devices';
import { consoleErrors, DEMO, signedInAs, signIn } from '../../support/session';

/** Puts the device into the repair cart and describes its battery fault. */
async function sendToCart(employee: Page, device: HandedDevice, description: string): Promise<string> {
  const name = `${device.model} · ${device.tag}`;
  await employee.goto('/apps/repair-devices');
  const add = employee.getByRole('button', { name: `Add ${name} to the repair cart` });
  await add.click();
  await expect(employee.getByRole('heading', { name: 'Describe the fault', level: 1 })).toBeVisible();
  await employee.getByRole('combobox', { name: 'Fault' }).selectOption({ label: 'Battery' });
  await employee.getByRole('textbox', { name: 'What happens' }).fill(description);
  await employee.getByRole('button', { name: 'Save the fault' }).click();
  await expect(employee).toHaveURL('/apps/repair-devices/repair-cart');
  return name;
}

test('an employee sends two devices to repair through the cart and follows them to completed as the admin moves them', async ({ browser }) => {
  // Two people, two devices through every state: longer than one screen's journey on a shared two-core machine.
  test.setTimeout(120_000);
  const employee = await (await browser.newContext()).newPage();
  const employeeErrors = consoleErrors(employee);
  const { token } = await signedInAs(employee, 'employee');
  const tokens = { admin: (await signIn(employee.request, DEMO.admin)).token, holder: token };
  const laptop = await deviceHandedTo(employee.request, tokens, { prefix: 'REPAIR', productType: 'laptop', manufacturer: 'Apple', model: 'MacBook Air (M2 2022) with 256GB' });
  const phone = await deviceHandedTo(employee.request, tokens, { prefix: 'REPAIR', productType: 'phone', manufacturer: 'Apple', model: 'iPhone 14' });

  // The spec's /apps/repair-cart is Repair's: it opens for whoever may open Repair.
  await employee.goto('/apps/repair-cart');
  await expect(employee).toHaveURL('/apps/repair-devices/repair-cart');
  await expect(employee.getByRole('heading', { name: 'Repair cart', level: 1 })).toBeVisible();

  const first = await sendToCart(employee, laptop, 'Drains in an hour.');
  const second = await sendToCart(employee, phone, 'Does not charge past 60 %.');
  await expect(employee.getByRole('heading', { name: first })).toBeVisible();
  await expect(employee.getByRole('heading', { name: second })).toBeVisible();
  // A fresh load: React Aria's live announcer keeps a message naming the fault form just left, which axe would read.
  await employee.reload();
  await expect(employee.getByRole('heading', { name: second })).toBeVisible();
  expect((await new AxeBuilder({ page: employee }).analyze()).violations).toEqual([]);
  await employee.getByRole('checkbox', { name: 'Send it by post and have it shipped back to me' }).check();
  await employee.getByRole('textbox', { name: 'Name' }).fill('Eve Employee');
  await employee.getByRole('textbox', { name: 'Street and number' }).fill('Gartenweg 3');
  await employee.getByRole('textbox', { name: 'Postcode' }).fill('10115');
  await employee.getByRole('textbox', { name: 'City' }).fill('Berlin');
  await employee.getByRole('textbox', { name: 'Country code (DE, FR …)' }).fill('DE');
  await employee.getByRole('button', { name: 'Send 2 devices to repair' }).click();

  const title = employee.getByRole('heading', { level: 1, name: /^Repair order #\d+$/ });
  await expect(title).toBeVisible();
  const number = (await title.textContent())!.replace(/\D/g, '');
  await expect(employee.getByText(`Your repair order number is ${number}`)).toBeVisible();
  const orderUrl = employee.url();
  // Each device has its label to the repair desk, from Shipping Label.
  await expect(employee.getByText('To the repair desk: Label created')).toHaveCount(2);
  expect((await new AxeBuilder({ page: employee }).analyze()).violations).toEqual([]);

  // The admin finds the order in Manage Orders' corporate tab and works on it in Repair.
  const admin = await (await browser.newContext()).newPage();
  await signedInAs(admin, 'admin');
  await admin.goto('/apps/manage-orders/corporate');
  await admin.getByRole('link', { name: `Order #${number}` }).click();
  await admin.getByRole('link', { name: 'Open in Repair' }).click();
  await expect(admin).toHaveURL(orderUrl.replace(/^https?:\/\/[^/]+/, ''));
  for (const device of [first, second]) {
    const moves = admin.getByRole('group', { name: `Move the repair of ${device}` });
    await moves.getByRole('button', { name: 'Start the repair' }).click();
    await moves.getByRole('combobox', { name: 'How it goes back' }).selectOption('shipped');
    await moves.getByRole('button', { name: 'Ready' }).click();
    await moves.getByRole('button', { name: 'Complete' }).click();
    await expect(moves).toHaveCount(0);
  }

  await employee.goto(orderUrl);
  await expect(employee.getByText('Back to you: Label created')).toHaveCount(2);
  await employee.goto('/apps/repair-devices');
  const repairs = employee.getByRole('region', { name: 'Your repairs' });
  const ofOrder = repairs.getByRole('listitem').filter({ has: employee.getByRole('link', { name: `#${number}` }) });
  await expect(ofOrder).toHaveCount(2);
  for (const card of await ofOrder.all()) await expect(card.getByText('Completed')).toBeVisible();
  expect(employeeErrors).toEqual([]);
});
