import AxeBuilder from '@axe-core/playwright';
import { expect, test, type FileChooser, type Locator, type Page } from '@playwright/test';
import { pngOf } from '../../../fixtures/images/test-images';
import { consoleErrors, signedInAs } from '../../support/session';

/**
 * Presses until the browser opens its file chooser, then picks the file: on a loaded machine the asset is fetched again
 * when the realtime connection opens, and a press that lands while the panel re-renders opens nothing.
 */
async function choose(page: Page, press: () => Promise<void>, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  let chooser: FileChooser | undefined;
  await expect(async () => {
    const opening = page.waitForEvent('filechooser', { timeout: 3_000 });
    await press();
    chooser = await opening;
  }).toPass({ timeout: 20_000 });
  await chooser!.setFiles(file);
}

/** The width the browser decoded the image at: 0 until it has loaded a real image. */
const shownWidth = (image: Locator) => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0));

test('an asset photo is uploaded on the asset page and shown there under the CSP, replaced by keyboard, and shown after a reload', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const { token } = await signedInAs(page, 'admin');
  const tag = `PHOTO-${Date.now().toString(36).toUpperCase()}`;
  const created = await page.request.post('/api/v1/manage/assets', {
    headers: { authorization: `Bearer ${token}` },
    data: { assetTag: tag, productType: 'laptop', model: 'ThinkPad X1 Carbon' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/apps/manage-beta/details/${id}`);
  const panel = page.getByRole('region', { name: 'Photo' });
  await expect(panel.getByText('No photo yet.')).toBeVisible();
  await choose(page, () => panel.getByRole('button', { name: 'Add photo' }).click(), { name: 'laptop.png', mimeType: 'image/png', buffer: pngOf(64, 48) });

  const photo = panel.getByRole('img', { name: `Photo of ${tag}` });
  await expect(photo).toHaveAttribute('src', /^\/api\/v1\/files\//);
  await expect.poll(() => shownWidth(photo)).toBe(64);
  const { violations } = await new AxeBuilder({ page }).include('section[aria-labelledby="asset-photo"]').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  const replace = panel.getByRole('button', { name: 'Replace photo' });
  const byKeyboard = async () => {
    await replace.focus();
    await page.keyboard.press('Enter');
  };
  await choose(page, byKeyboard, { name: 'laptop-side.png', mimeType: 'image/png', buffer: pngOf(96, 32) });
  await expect.poll(() => shownWidth(photo)).toBe(96);

  await page.reload();
  await expect.poll(() => shownWidth(page.getByRole('region', { name: 'Photo' }).getByRole('img', { name: `Photo of ${tag}` }))).toBe(96);
  expect(errors).toEqual([]);
});
