import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { e2ePort } from '../../support/ports';
import { consoleErrors, DEMO, signIn, signedInAs } from '../../support/session';

const origin = `http://localhost:${e2ePort}`;
const WIDTH = 640;
const HEIGHT = 480;

/**
 * A still of `text`'s QR code as Chromium's fake camera plays it: YUV4MPEG2 frames of I420 planes, the code black on
 * white with a quiet zone, the colour planes neutral.
 */
function qrVideo(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const cells = modules.size + 2 * quiet;
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / cells);
  const left = Math.floor((WIDTH - cells * scale) / 2);
  const top = Math.floor((HEIGHT - cells * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  for (let row = 0; row < modules.size; row += 1)
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y += 1) luma.fill(0, (top + (row + quiet) * scale + y) * WIDTH + left + (col + quiet) * scale, (top + (row + quiet) * scale + y) * WIDTH + left + (col + quiet + 1) * scale);
    }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]);
}

interface LabelledAsset {
  readonly assetId: string;
  readonly tag: string;
}

/**
 * The camera must be given its video when the browser starts, so each worker picks its own asset tag first, films the
 * label's QR code (Manage prints the detail page's address with `?tag=`), and creates that asset once: rounds of its
 * tests each expect it afresh, and no other worker scans it.
 */
const test = base.extend<object, { labelTag: string; labelVideo: string; labelledAsset: LabelledAsset }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  labelTag: [async ({}, use, workerInfo) => use(`AUDCAM-${workerInfo.workerIndex}-${Date.now().toString(36).toUpperCase()}`), { scope: 'worker' }],
  labelVideo: [
    async ({ labelTag }, use) => {
      const file = join(tmpdir(), `${labelTag}.y4m`);
      writeFileSync(file, qrVideo(`${origin}/apps/assets-detail?tag=${encodeURIComponent(labelTag)}`));
      await use(file);
    },
    { scope: 'worker' },
  ],
  launchOptions: [
    async ({ launchOptions, labelVideo }, use) =>
      use({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${labelVideo}`],
      }),
    { scope: 'worker' },
  ],
  labelledAsset: [
    async ({ playwright, labelTag }, use) => {
      const request = await playwright.request.newContext({ baseURL: origin });
      const asset = await createAsset(request, labelTag);
      await request.dispose();
      await use(asset);
    },
    { scope: 'worker' },
  ],
});

async function createAsset(request: APIRequestContext, tag: string): Promise<LabelledAsset> {
  const { token } = await signIn(request, DEMO.admin);
  const created = await request.post('/api/v1/manage/assets', {
    headers: { authorization: `Bearer ${token}` },
    data: { assetTag: tag, serial: `SN-${tag}`, productType: 'laptop', model: 'ThinkPad T14' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { assetId: ((await created.json()) as { id: string }).id, tag };
}

/** Opens a round over the laptops through the form, and lands on its page. */
async function openLaptopRound(page: Page, name: string): Promise<void> {
  await page.goto('/apps/audit-trail/audits');
  const form = page.getByRole('form', { name: 'New round' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('combobox', { name: 'Category' }).selectOption('laptop');
  await form.getByRole('button', { name: 'Open round' }).click();
  await expect(page).toHaveURL(/\/apps\/audit-trail\/audits\/rounds\/[^/]+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Scan', exact: true })).toBeVisible();
}

const scanRow = (page: Page, tag: string) => page.getByRole('table', { name: 'Scans of this round' }).getByRole('row').filter({ hasText: tag });

test('a label shown to the camera marks its asset found in the round', async ({ page, labelledAsset }) => {
  const errors = consoleErrors(page);
  await signedInAs(page, 'admin');
  await openLaptopRound(page, `Camera ${labelledAsset.tag}`);

  // The reader's WebAssembly comes from the portal itself, as WebAssembly, and the CSP lets it compile.
  const wasm = page.waitForResponse((response) => response.url() === `${origin}/assets/zxing_reader.wasm`, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Scan with the camera' }).click();
  expect((await wasm).status()).toBe(200);
  expect((await wasm).headers()['content-type']).toBe('application/wasm');
  await expect(page.getByText(`${labelledAsset.tag} found: audited.`)).toBeVisible({ timeout: 30_000 });
  await expect(scanRow(page, labelledAsset.tag).getByText('Found')).toBeVisible();
  await page.getByRole('button', { name: 'Stop the camera' }).click();

  await page.reload();
  await expect(scanRow(page, labelledAsset.tag).getByText('Found')).toBeVisible({ timeout: 30_000 });
  expect(errors).toEqual([]);
});

test('a scan typed offline waits on the device and syncs once back online', async ({ page, context, playwright }) => {
  await signedInAs(page, 'admin');
  const request = await playwright.request.newContext({ baseURL: origin });
  const asset = await createAsset(request, `AUDOFF-${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1_000)}`);
  await request.dispose();
  await openLaptopRound(page, `Offline ${asset.tag}`);

  await context.setOffline(true);
  const code = page.getByRole('textbox', { name: 'Asset tag, serial or QR code' });
  await code.fill(asset.tag);
  await code.press('Enter');
  await expect(page.getByText(`${asset.tag}: saved on this device, sent when back online.`)).toBeVisible();
  await expect(page.getByText('1 scan waiting to sync')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('1 scan waiting to sync')).toBeHidden({ timeout: 30_000 });
  await expect(scanRow(page, asset.tag).getByText('Found')).toBeVisible({ timeout: 30_000 });

  await page.reload();
  await expect(scanRow(page, asset.tag).getByText('Found')).toBeVisible({ timeout: 30_000 });
});
