import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { TRACE_STORAGE_KEY } from '../../src/adapters/recording/session-storage-trace-recorder';
import { allStates, describeMachine } from '../../src/application/lab/machine-description';
import { labMachines } from '../../src/application/lab/machine-registry';
import type { TraceFile } from '../../src/application/lab/trace';
import { navigate, recordGuard } from '../unit/lab/recording';
import { consoleErrors } from './support/session';

const MERMAID = 'node_modules/mermaid/dist/mermaid.min.js';

async function openLab(page: Page, machine?: 'Navigation guard' | 'Startup (boot)') {
  await page.goto('/lab/');
  await expect(page.getByRole('heading', { level: 1, name: 'Machine Lab' })).toBeVisible();
  if (machine) await page.getByRole('option', { name: new RegExp(machine.replace(/[()]/g, '\\$&')) }).click();
  // The diagram is drawn once the layout engine (its own chunk) has loaded.
  await expect(page.getByRole('img', { name: /^State diagram of the/ })).toBeVisible();
}

async function importTrace(page: Page, text: string) {
  await page.getByRole('tab', { name: 'Replay' }).click();
  await page.locator('input[type=file]').setInputFiles({ name: 'trace.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.getByText('Traces in trace.json')).toBeVisible();
}

async function shownContext(page: Page): Promise<unknown> {
  return JSON.parse(await page.getByLabel('Context of the current state, as JSON').innerText());
}

const currentState = (page: Page, id: string) => page.locator(`[data-state-id="${id}"][data-current="true"]`);

test('a trace recorded in the portal replays in the lab to the live run’s final state and context', async ({ page }) => {
  // A signed-out visit to a protected app path: the portal records what its guard receives.
  await page.goto('/apps/shop/home');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const trace = (await page.evaluate((key) => window.sessionStorage.getItem(key), TRACE_STORAGE_KEY))!;
  const live = (JSON.parse(trace) as TraceFile).traces.find((recorded) => recorded.machineId === 'guard')!.final!;
  expect(live.context).toMatchObject({ location: { path: '/login' } });

  await openLab(page, 'Navigation guard');
  await importTrace(page, trace);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByText('The replay reached the recorded final state and context.')).toBeVisible();
  expect(await shownContext(page)).toEqual(live.context);
  await expect(currentState(page, 'guard.shown.route')).toHaveCount(1);
});

test('a guard trace that ends on the app-store redirect replays with its state highlighted', async ({ page }) => {
  const errors = consoleErrors(page);
  const { recorder } = recordGuard({ signedIn: true, allowedApps: ['shop'] }, [navigate('/apps/manage-beta/dashboard')]);
  await openLab(page, 'Navigation guard');
  await importTrace(page, recorder.exportTrace());
  await page.getByRole('slider', { name: 'Replay position' }).fill('1');
  await expect(page.getByText('Current state: shown.route')).toBeVisible();
  await expect(currentState(page, 'guard.shown.route')).toHaveCount(1);
  expect(await shownContext(page)).toMatchObject({
    location: { path: '/apps' },
    decision: { kind: 'allow', match: { route: { name: 'app-store' } } },
    redirects: 1,
  });
  await expect(page.getByText('The replay reached the recorded final state and context.')).toBeVisible();
  await page.screenshot({ path: '/tmp/lab-guard-app-store.png', fullPage: true });
  expect(errors).toEqual([]);
});

test('the boot machine steps through a module failure to its halted end', async ({ page }) => {
  await openLab(page);
  await expect(currentState(page, 'boot.loading')).toHaveCount(1);
  await page.getByRole('button', { name: 'Send IMPORTS_SETTLED' }).click();
  await expect(page.getByText('Current state: running')).toBeVisible();
  await page.getByRole('radio', { name: 'MODULE_FAILED' }).click();
  const payload = page.getByLabel('Payload of MODULE_FAILED (JSON)');
  await payload.fill('{ "module": "state-store", "reason": "the store would not open" }');
  await page.getByRole('button', { name: 'Send MODULE_FAILED' }).click();
  await expect(page.getByText('Current state: halted')).toBeVisible();
  await expect(currentState(page, 'boot.halted')).toHaveCount(1);
  expect(await shownContext(page)).toMatchObject({ failure: { module: 'state-store', reason: 'the store would not open' } });
  await page.screenshot({ path: '/tmp/lab-boot-halted.png', fullPage: true });
});

for (const entry of labMachines) {
  const id = entry.machine.id;
  test(`the Mermaid export of the ${id} machine renders with mermaid and names every state`, async ({ page, context }) => {
    await openLab(page, id === 'guard' ? 'Navigation guard' : 'Startup (boot)');
    await page.getByRole('tab', { name: 'Export' }).click();
    const text = await page.getByLabel('Mermaid text').inputValue();

    // A blank page of its own: the portal's CSP rightly refuses the inline script mermaid is injected as.
    const blank = await context.newPage();
    await blank.addScriptTag({ path: MERMAID });
    const rendered = await blank.evaluate(async (definition) => {
      const { mermaid } = window as unknown as { mermaid: { initialize(o: object): void; render(id: string, text: string): Promise<{ svg: string }> } };
      mermaid.initialize({ startOnLoad: false });
      const { svg } = await mermaid.render('exported', definition);
      document.body.innerHTML = svg;
      return [...document.querySelectorAll('svg text, svg foreignObject')].map((node) => node.textContent?.trim() ?? '');
    }, text);
    for (const state of allStates(describeMachine(entry.machine))) expect(rendered, state.id).toContain(state.key);
    await blank.screenshot({ path: `/tmp/lab-mermaid-${id}.png`, fullPage: true });
  });
}

test('the lab has no serious accessibility violation and fits a 360 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openLab(page, 'Navigation guard');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: '/tmp/lab-360.png', fullPage: true });
});

test('the lab opens offline once the service worker has it', async ({ page, context }) => {
  await openLab(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  // Controlled after a reload: the lab's scripts and the layout engine then pass through the worker's cache.
  await page.reload();
  await expect(page.getByRole('img', { name: /^State diagram of the/ })).toBeVisible();
  await context.setOffline(true);
  await openLab(page, 'Navigation guard');
  await context.setOffline(false);
});
