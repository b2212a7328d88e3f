import { chromium } from '@playwright/test';
const base = 'http://localhost:8091';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
async function session(who, ctx) {
  const r = await ctx.request.post(base + '/api/v1/auth/sign-in', { data: { email: who + '@acme.test', password: 'portal-demo' } });
  return r.json();
}
for (const s of JSON.parse(process.argv[2])) {
  const ctx = await browser.newContext({ viewport: { width: s.w ?? 1280, height: s.h ?? 800 }, locale: s.locale ?? 'en-US' });
  const page = await ctx.newPage();
  const logs = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') logs.push(`${m.type()}: ${m.text()}`); });
  if (s.who) {
    const a = await session(s.who, ctx);
    const apps = Buffer.from(JSON.stringify(a.allowedApps)).toString('base64');
    await page.addInitScript(([t, ap, lang]) => { localStorage.setItem('loginToken', t); localStorage.setItem('allowedApps', ap); if (lang) localStorage.setItem('language', lang); }, [a.token, apps, s.lang ?? null]);
  }
  await page.goto(base + s.path);
  await page.waitForTimeout(s.wait ?? 2000);
  await page.screenshot({ path: `/tmp/shots/${s.name}.png`, fullPage: Boolean(s.full) });
  console.log(s.name, page.url(), logs.join(' | '));
  await ctx.close();
}
await browser.close();
