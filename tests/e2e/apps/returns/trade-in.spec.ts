import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { deviceHandedTo } from '../../support/devices';
import { consoleErrors, DEMO, signedInAs, signIn } from '../../support/session';

/** Declares a device as good as the person can vouch for: flawless, working, complete, unlocked. */
async function declareAsNew(page: Page, model: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: `Condition of ${model}` });
  const choose = (group: string, option: string) => dialog.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option }).check({ force: true });
  await choose('Screen', 'Flawless');
  await choose('Body', 'Like new');
  await choose('Does it switch on and work?', 'Yes');
  await choose('What comes with it', 'Charger and box');
  await choose('Is it removed from your account (Find My, Activation Lock, Google)?', 'Yes');
  await dialog.getByRole('button', { name: 'See my quote' }).click();
  await expect(dialog).toBeHidden();
}

test('an employee trades in her laptop, the admin grades it lower, she accepts the counter-offer, is paid once, and the laptop’s story shows its wipe certificate', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const errors = consoleErrors(page);
  const { token } = await signedInAs(page, 'employee');
  const laptop = await deviceHandedTo(page.request, { admin: (await signIn(page.request, DEMO.admin)).token, holder: token }, {
    prefix: 'TRADE',
    productType: 'laptop',
    manufacturer: 'Apple',
    model: 'MacBook Air (M2 2022) with 256GB',
  });
  const { model, tag } = laptop;

  // The employee picks her laptop, declares its condition and gets a quote, then accepts it: an order, named.
  await page.goto('/apps/buyback-devices');
  await page.getByRole('listitem').filter({ hasText: tag }).getByRole('button', { name: 'Get a quote' }).click();
  await declareAsNew(page, model);
  const quote = page.getByRole('article').filter({ hasText: tag });
  await expect(quote.getByText('Quoted')).toBeVisible();
  await expect(quote.getByText(/F4 \/ C6/)).toBeVisible();
  await quote.getByRole('button', { name: 'Accept and get the label' }).click();
  const sender = page.getByRole('dialog', { name: 'Where do you send it from?' });
  await sender.getByRole('textbox', { name: 'Street and number' }).fill('Hauptstraße 5');
  await sender.getByRole('textbox', { name: 'Postcode' }).fill('10115');
  await sender.getByRole('textbox', { name: 'City' }).fill('Berlin');
  await sender.getByRole('button', { name: 'Place the order' }).click();
  await expect(page).toHaveURL(/\/apps\/buyback-devices\/thankyou\//);
  const heading = page.getByRole('heading', { level: 1, name: /Thank you: order #\d+/ });
  await expect(heading).toBeVisible();
  const order = /#(\d+)/.exec((await heading.textContent()) ?? '')![1]!;
  // Its parcel to the company is on its way to being labelled.
  await expect(page.getByText(/Your parcel to us: label ready/)).toBeVisible();

  // The admin receives it at the desk and grades it lower than declared: a counter-offer with the reason.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const adminErrors = consoleErrors(admin);
  await signedInAs(admin, 'admin');
  await admin.goto('/apps/buyback-devices?view=desk');
  await admin.getByRole('link', { name: `${model} · ${tag}` }).click();
  const desk = admin.getByRole('region', { name: 'Desk' });
  await desk.getByRole('button', { name: 'Mark as received' }).click();
  await desk.getByRole('combobox', { name: 'Cosmetic grade' }).selectOption('C4');
  await desk.getByRole('textbox', { name: 'Why it differs from the declaration' }).fill('Scratches on the lid');
  await desk.getByRole('button', { name: 'Save the inspection' }).click();
  await expect(admin.getByText('Counter-offer').first()).toBeVisible();

  // The employee sees the counter-offer in the app and accepts it.
  await page.goto('/apps/buyback-devices');
  const counter = page.getByRole('region', { name: 'Counter-offer' });
  await expect(counter.getByText(/Scratches on the lid/)).toBeVisible();
  await counter.getByRole('button', { name: 'Accept the offer' }).click();
  await expect(quote.getByText('Price agreed')).toBeVisible();

  // The admin records the wipe certificate, then settles: her wallet is credited once.
  await admin.reload();
  const certificate = admin.getByRole('form', { name: 'Data wipe certificate' });
  await certificate.getByRole('textbox', { name: 'Method used' }).fill('Cryptographic erase');
  await certificate.getByRole('textbox', { name: 'Tool', exact: true }).fill('Blancco Drive Eraser');
  await certificate.getByRole('textbox', { name: 'Tool version' }).fill('7.9');
  await certificate.getByRole('textbox', { name: 'Performed by' }).fill('Ada Admin');
  await certificate.getByRole('textbox', { name: 'Their title' }).fill('IT admin');
  await certificate.getByRole('textbox', { name: 'Location' }).fill('Berlin office');
  await certificate.getByRole('button', { name: 'Save the certificate' }).click();
  await admin.getByRole('button', { name: 'Settle: pay the wallet' }).click();
  await expect(admin.getByText('Paid').first()).toBeVisible();

  await page.goto('/apps/wallet');
  await expect(page.getByRole('cell', { name: new RegExp(`Buyback settlement #${order}`) })).toHaveCount(1);

  // The laptop's life story tells the wipe, linked to the buyback.
  await admin.goto(`/apps/manage-beta/details/${laptop.assetId}`);
  const story = admin.getByRole('region', { name: 'Life story' });
  await expect(story.getByText('Data wiped (certificate)')).toBeVisible();
  await expect(story.getByText('Bought back')).toBeVisible();
  expect(errors).toEqual([]);
  expect(adminErrors).toEqual([]);
  await adminContext.close();
});

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ').slice(0, 600)}`);
}

for (const width of [1280, 375]) {
  test(`Buyback's and Apple Trade In's screens have no serious accessibility violation at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signedInAs(page, 'admin');
    for (const [path, heading] of [
      ['/apps/buyback-devices', 'Buyback'],
      ['/apps/buyback-devices?view=desk', 'Buyback'],
      ['/apps/buyback-devices?view=rules', 'Buyback'],
      ['/apps/buyback-devices/order-placed', 'Order placed'],
      ['/thanks-sample', 'Thank you for your trade-in'],
      ['/apps/apple-trade-in', 'Apple Trade In'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), path).toEqual([]);
    }
    // Apple Trade In: the splash first, then the flow in a modal, reached by keyboard; and a device's condition form.
    await page.getByRole('button', { name: 'Start the trade-in' }).focus();
    await page.keyboard.press('Enter');
    const flow = page.getByRole('dialog', { name: 'Apple Trade In' });
    await expect(flow.getByRole('heading', { name: 'Your devices' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/apps/buyback-devices');
    await page.getByRole('button', { name: 'Get a quote' }).first().click();
    await expect(page.getByRole('radiogroup', { name: 'Screen' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
