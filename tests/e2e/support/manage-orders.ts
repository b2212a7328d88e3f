import { expect, type Page } from '@playwright/test';

/**
 * The admin opens a Device Hub order in Manage Orders, approves it, ships it with the tracking number and the other
 * fields of the shipment dialog given (by their label), and marks it completed once the parcel is recorded.
 */
export async function approveShipAndComplete(page: Page, number: string, tracking: string, fields: readonly (readonly [label: string | RegExp, value: string])[]): Promise<void> {
  await page.goto('/apps/manage-orders/devicehub');
  await page.getByRole('link', { name: `Order #${number}` }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Ship' }).click();
  const ship = page.getByRole('dialog', { name: `Ship order #${number}` });
  await ship.getByRole('textbox', { name: 'Tracking number' }).fill(tracking);
  for (const [label, value] of fields) await ship.getByRole('textbox', { name: label }).fill(value);
  await ship.getByRole('button', { name: 'Record shipment' }).click();
  await expect(page.getByText(tracking)).toBeVisible();
  await page.getByRole('button', { name: 'Mark completed' }).click();
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
}
