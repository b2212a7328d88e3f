import { chromium } from '@playwright/test';
const base = 'http://localhost:4517';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const signIn = async (ctx) => {
  const r = await ctx.request.post(`${base}/api/v1/auth/sign-in`, { data: { email: 'admin@acme.test', password: 'portal-demo' } });
  const s = await r.json();
  await ctx.addInitScript(([t, a]) => { localStorage.setItem('loginToken', t); localStorage.setItem('allowedApps', a); }, [s.token, Buffer.from(JSON.stringify(s.allowedApps)).toString('base64')]);
};
const mode = process.argv[2] ?? 'probe';
for (const [w, h] of mode === 'probe' ? [[1280, 900]] : [[1280, 900], [375, 800]]) {
  for (const scheme of mode === 'probe' ? ['light'] : ['light', 'dark']) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme });
    await signIn(ctx);
    const page = await ctx.newPage();
    await page.goto(`${base}/apps/users`);
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await page.waitForTimeout(1500);
    await page.getByRole('button', { name: 'Edit Eve Employee' }).click();
    await page.waitForTimeout(1000);
    console.log(w, scheme, 'dialogs after opening person', await page.getByRole('dialog').count());
    await page.screenshot({ path: `/tmp/scim-groups-shots/person-${w}-${scheme}.png` });
    const team = page.getByRole('dialog', { name: 'Edit Eve Employee' }).getByRole('combobox', { name: 'Team' });
    await team.fill('');
    await team.fill('Sa');
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `/tmp/scim-groups-shots/picker-${w}-${scheme}.png` });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(500);
    await page.goto(`${base}/apps/users`);
    await page.getByRole('button', { name: 'Teams' }).click();
    await page.waitForTimeout(1000);
    console.log(w, scheme, 'dialogs after opening teams', await page.getByRole('dialog').count());
    await page.screenshot({ path: `/tmp/scim-groups-shots/teams-${w}-${scheme}.png` });
    await ctx.close();
  }
}
await browser.close();
