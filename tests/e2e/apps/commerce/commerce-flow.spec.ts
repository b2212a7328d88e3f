import { expect, test, type Page } from '@playwright/test';
import { consoleErrors, signedInAs } from '../../support/session';
import { approveShipAndComplete } from '../../support/manage-orders';
import { topUpWallet } from '../../support/wallet';

/** A 1×1 PNG: the product's picture. */
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Adds a Device Hub product with a picture and five units in stock, through Device Hub Configure. */
async function addProduct(page: Page, name: string): Promise<void> {
  await page.goto('/apps/configure-devicehub/add-product');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Price' }).fill('19.90');
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page).toHaveURL(/\/apps\/configure-devicehub\/edit-product\//);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add image' }).click();
  await (await chooser).setFiles({ name: 'adapter.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(page.getByRole('img', { name: `${name}, image 1` })).toBeVisible();

  await page.getByRole('link', { name: 'Stock history' }).click();
  const receive = page.getByRole('form', { name: 'Receive stock' });
  await receive.getByRole('textbox', { name: 'Units received' }).fill('5');
  await receive.getByRole('button', { name: 'Receive' }).click();
  await expect(page.getByRole('table', { name: 'Stock per location' }).getByRole('cell', { name: '5', exact: true }).first()).toBeVisible();
}

test('an admin adds a product, an employee buys it with a kit from the wallet, the admin approves, ships and completes, and the invoice opens', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const name = `Travel adapter ${Date.now()}`;
  const errors = consoleErrors(page);

  // The admin adds the product with its picture and stock.
  await signedInAs(page, 'admin');
  await addProduct(page, name);
  await topUpWallet(page, 'Eve Employee', '2000', 'Budget for the new starter kit');

  // The employee finds it by search, adds it and a kit, and pays with the wallet.
  const employeeContext = await browser.newContext();
  const employee = await employeeContext.newPage();
  const employeeErrors = consoleErrors(employee);
  await signedInAs(employee, 'employee');
  await employee.goto('/apps/devicehub/search');
  await employee.getByRole('searchbox', { name: 'Search the store' }).fill('Travel adapter');
  await employee.getByRole('button', { name: `Add ${name} to cart` }).click();
  await expect(employee.getByText('Added to your cart')).toBeVisible();
  await employee.goto('/apps/devicehub/kits');
  await employee.getByRole('button', { name: 'Add New starter kit to cart' }).click();
  await expect(employee.getByText('Added to your cart')).toBeVisible();

  await employee.goto('/apps/devicehub/cart');
  await employee.getByRole('link', { name: 'Go to payment' }).click();
  await expect(employee).toHaveURL(/\/apps\/devicehub\/cart\/pay$/);
  await expect(employee.getByText(`1 × ${name}`)).toBeVisible();
  await expect(employee.getByRole('radio', { name: /Wallet/ })).toBeChecked();
  await employee.getByRole('button', { name: 'Pay now' }).click();
  await expect(employee.getByText('Your order is placed')).toBeVisible();
  const placed = (await employee.getByText(/^Order #\d+/).first().textContent())!;
  const number = /#(\d+)/.exec(placed)![1]!;
  // Above the organisation's threshold (500 €), the order waits for an approver with the money held.
  await expect(employee.getByText('Awaiting approval')).toBeVisible();

  // The admin finds it in Manage Orders, approves it, ships it with a tracking number and completes it.
  await approveShipAndComplete(page, number, '1Z999AA10123456784', [['Carrier', 'UPS']]);

  // The employee sees it completed in the request history, with its tracking number.
  await employee.goto('/apps/devicehub/request-history');
  const history = employee.getByRole('table', { name: 'My orders' });
  await expect(history.getByRole('row', { name: new RegExp(`Order #${number}`) }).getByText('Completed')).toBeVisible();
  await history.getByRole('link', { name: `Order #${number}` }).click();
  await expect(employee.getByText('1Z999AA10123456784')).toBeVisible();
  const invoiceNumber = (await employee.locator('dt:text-is("Invoice") + dd').textContent())!.trim();

  // The order's invoice opens in the portal's PDF viewer.
  await employee.goto('/apps/invoices');
  await employee.getByRole('link', { name: `Open invoice ${invoiceNumber}` }).click();
  await expect(employee.getByRole('img', { name: new RegExp(`Invoice ${invoiceNumber}, page 1 of \\d+`) })).toBeVisible();

  expect(errors).toEqual([]);
  expect(employeeErrors).toEqual([]);
  await employeeContext.close();
});
