import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { consoleErrors, signedInAs } from '../../support/session';

test('an employee opens their invoice in the PDF viewer and asks to withdraw; an admin declines and the amount comes back on the open wallet', async ({ browser }) => {
  // Each person in a context of their own (axe needs one made by newContext).
  const employee = await (await browser.newContext()).newPage();
  const employeeErrors = consoleErrors(employee);
  await signedInAs(employee, 'employee');

  await employee.goto('/apps/invoices');
  await employee.getByRole('link', { name: /^Open invoice \d{4}-\d{6}$/ }).first().click();
  const viewer = employee.getByRole('region', { name: /^Invoice \d{4}-\d{6}$/ });
  // pdf.js arrives with the first PDF opened and draws the page on a canvas.
  await expect(viewer.getByRole('img', { name: /page 1 of 1/ })).toBeVisible({ timeout: 20_000 });
  const drawn = await viewer.locator('canvas').evaluate((canvas: HTMLCanvasElement) => canvas.width > 0 && canvas.height > 0);
  expect(drawn).toBe(true);
  const download = employee.waitForEvent('download');
  await viewer.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^invoice-\d{4}-\d{6}\.pdf$/);
  expect((await new AxeBuilder({ page: employee }).analyze()).violations).toEqual([]);

  await employee.goto('/apps/wallet/withdraw-funds');
  await employee.getByRole('textbox', { name: 'Amount' }).fill('100');
  await employee.getByRole('textbox', { name: 'Note for the admin' }).fill('to my bank');
  await employee.getByRole('button', { name: 'Ask for withdrawal' }).click();
  await expect(employee).toHaveURL('/apps/wallet');
  await expect(employee.getByText('Waiting for approval')).toBeVisible();
  await expect(employee.getByRole('cell', { name: 'Withdrawal requested' })).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await signedInAs(admin, 'admin');
  await admin.goto('/apps/wallet');
  await admin.getByRole('button', { name: 'Decline withdrawal of Eve Employee' }).click();
  await expect(admin.getByText('Declined')).toBeVisible();

  // The employee's wallet, open all along, shows the amount released without a reload.
  await expect(employee.getByRole('cell', { name: 'Withdrawal declined: amount released' })).toBeVisible();
  expect(employeeErrors).toEqual([]);
});
