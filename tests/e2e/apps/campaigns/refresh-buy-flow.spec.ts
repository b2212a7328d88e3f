import { expect, test } from '@playwright/test';
import { consoleErrors, signedInAs } from '../../support/session';

const AGE_BANDS = ['0-1', '1-2', '2-3', '3-4', '4+'];

test('a Refresh Buy diagnostic graded B gives the rule’s price, and the acceptance shows in the campaign details', async ({ page, browser }) => {
  const errors = consoleErrors(page);
  const { token } = await signedInAs(page, 'admin');
  const headers = { authorization: `Bearer ${token}` };
  const name = `Laptop refresh ${Date.now().toString(36)}`;

  // The campaign: Eve and one device she holds; 400.00 for any model and age, grade B keeps 80 %.
  const candidates = (await (await page.request.get('/api/v1/refresh-buy/candidates?q=Eve', { headers })).json()) as {
    items: { userId: string; email: string; devices: { assetId: string }[] }[];
  };
  const eve = candidates.items.find((candidate) => candidate.email === 'employee@acme.test' && candidate.devices.length > 0)!;
  const created = await page.request.post('/api/v1/refresh-buy/campaigns', {
    headers,
    data: {
      name,
      contactDate: new Date().toISOString().slice(0, 10),
      message: 'Your laptop is due for refresh: you may buy it.',
      rules: {
        basePrices: AGE_BANDS.map((ageBand) => ({ model: '*', ageBand, amount: 40000 })),
        gradeFactors: { A: 10000, B: 8000, C: 5000, D: 2000 },
        roundingStep: 100,
        floor: 2500,
        lockedOrDead: 'zero',
        validityDays: 7,
        chargeMethods: ['payroll'],
      },
      people: [{ userId: eve.userId, assetIds: [eve.devices[0]!.assetId] }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const people = (await (await page.request.get(`/api/v1/refresh-buy/campaigns/${id}/people`, { headers })).json()) as { items: { id: string }[] };
  const issued = await page.request.post(`/api/v1/refresh-buy/campaigns/${id}/people/${people.items[0]!.id}/link`, { headers, data: { send: false } });
  expect(issued.ok(), await issued.text()).toBe(true);
  const link = new URL(((await issued.json()) as { url: string }).url).pathname;

  // Eve, without an account, answers the questionnaire one question at a time.
  const visitor = await (await browser.newContext()).newPage();
  const visitorErrors = consoleErrors(visitor);
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  const answers: [string, string][] = [
    ['Does the device switch on?', 'Yes, it starts'],
    ['How is the screen?', 'Light scratches'],
    ['How is the casing?', 'Like new'],
    ['How healthy is the battery?', '80 % or more'],
    ['Do the keyboard, trackpad and ports all work?', 'Everything works'],
    ['Is the device still locked to an account?', 'No, it is not locked'],
    ['What comes with it?', 'Charger and box'],
  ];
  // A press on the radio itself chooses it: no label lies over it.
  for (const [index, [question, answer]] of answers.entries()) {
    const radio = visitor.getByRole('radiogroup', { name: question }).getByRole('radio', { name: answer });
    await radio.click();
    await expect(radio).toBeChecked();
    await visitor.getByRole('button', { name: index === answers.length - 1 ? 'See my price' : 'Next' }).click();
  }
  const offer = visitor.locator('.refresh-offer');
  await expect(offer.getByText('B', { exact: true })).toBeVisible();
  await expect(offer.getByText('€320.00')).toBeVisible();
  await expect(offer.getByText('Price valid until')).toBeVisible();
  await visitor.screenshot({ path: '/tmp/refresh-buy-priced.png', fullPage: true });
  await visitor.getByRole('button', { name: 'Buy my device' }).click();
  await expect(visitor.getByText('Done: the device is yours. You pay by a deduction from your pay.')).toBeVisible();
  expect(visitorErrors).toEqual([]);

  // The admin sees the grade, the price and the purchase in the campaign's details.
  await page.goto(`/apps/refresh-buy/campaign-details/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const eveRow = page.getByRole('row', { name: /Eve Employee/ });
  await expect(eveRow.getByText('Grade B')).toBeVisible();
  await expect(eveRow.getByText('€320.00')).toBeVisible();
  await expect(eveRow.getByText('Bought').first()).toBeVisible();
  expect(errors).toEqual([]);
});
