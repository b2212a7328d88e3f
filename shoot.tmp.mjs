import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://localhost:8090';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const shots = JSON.parse(process.argv[2]);
for (const s of shots) {
  const context = await browser.newContext({ viewport: { width: s.w ?? 1280, height: s.h ?? 800 } });
  const page = await context.newPage();
  const logs = [];
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  if (s.storage) { await page.goto(base + '/login'); await page.evaluate((st) => { for (const [k, v] of Object.entries(st)) localStorage.setItem(k, v); }, s.storage); }
  await page.goto(base + s.path);
  await page.waitForTimeout(s.wait ?? 800);
  await page.screenshot({ path: `/tmp/shots/${s.name}.png`, fullPage: false });
  console.log(s.name, '->', page.url(), logs.length ? '\n  ' + logs.join('\n  ') : '');
  await context.close();
}
await browser.close();
