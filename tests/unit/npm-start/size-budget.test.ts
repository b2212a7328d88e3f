import { describe, expect, it } from 'vitest';
import { sizeBudget } from './scripts';

const { budgetChecks, overBudget, formatBudgetChecks } = sizeBudget;

const page = (entry: string, preloads: readonly string[]) =>
  `<head>${preloads.map((file) => `<link rel="modulepreload" href="/${file}" />`).join('')}<script type="module" src="/${entry}"></script></head>`;

const report = {
  files: [
    { file: 'assets/main-AAAAAAAA.js', gzipBytes: 40_000 },
    { file: 'assets/chunk-BBBBBBBB.js', gzipBytes: 30_000 },
    { file: 'assets/lazy-CCCCCCCC.js', gzipBytes: 500_000 },
  ],
};
const html = page('assets/main-AAAAAAAA.js', ['assets/main-AAAAAAAA.js', 'assets/chunk-BBBBBBBB.js']);

describe('the size budget the build prints the size report for', () => {
  it('counts what the page fetches before any code runs, each file once, and no lazy chunk', () => {
    const checks = budgetChecks(report, html, { entryGzipBytes: 50_000, pageGzipBytes: 70_000 });
    expect(checks.map(({ bytes }) => bytes)).toEqual([40_000, 70_000]);
    expect(overBudget(checks)).toBe(false);
    expect(formatBudgetChecks(checks)).not.toContain('OVER');
  });

  it('is over when the entry or the page passes its limit, and says which and what to do', () => {
    for (const budget of [{ entryGzipBytes: 39_999, pageGzipBytes: 70_000 }, { entryGzipBytes: 50_000, pageGzipBytes: 69_999 }]) {
      const checks = budgetChecks(report, html, budget);
      expect(overBudget(checks)).toBe(true);
      expect(formatBudgetChecks(checks)).toMatch(/^OVER .*\n[\s\S]*size-budget\.json/m);
    }
  });

  it('holds the precache, as sent, and every lazily loaded chunk to their budgets, a heavy library to its own', () => {
    const budget = { entryGzipBytes: 50_000, pageGzipBytes: 70_000, precacheSentBytes: 300_000, chunkGzipBytes: 100_000, libraryChunkGzipBytes: { 'echarts-library': 600_000 } };
    const build = (precacheSentBytes: number, chunks: readonly { file: string; gzipBytes: number }[]) => ({
      files: [...report.files.slice(0, 2).map((file) => ({ ...file, kind: 'entry' })), ...chunks.map((chunk) => ({ ...chunk, kind: 'chunk' }))],
      serviceWorker: { files: 40, sentBytes: precacheSentBytes },
    });
    const library = { file: 'assets/echarts-library-DDDDDDDD.js', gzipBytes: 500_000 };
    const within = budgetChecks(build(250_000, [library, { file: 'assets/chunk-EEEEEEEE.js', gzipBytes: 90_000 }]), html, budget);
    expect(overBudget(within)).toBe(false);
    expect(formatBudgetChecks(within)).toContain('precache (40 files): 244.1 KiB as sent');

    const precacheOver = budgetChecks(build(300_001, [library]), html, budget);
    expect(formatBudgetChecks(precacheOver)).toMatch(/^OVER the precache/m);
    const chunkOver = budgetChecks(build(250_000, [library, { file: 'assets/wallet-screen-FFFFFFFF.js', gzipBytes: 100_001 }]), html, budget);
    expect(formatBudgetChecks(chunkOver)).toMatch(/^OVER chunk assets\/wallet-screen-FFFFFFFF\.js/m);
    expect(formatBudgetChecks(chunkOver)).not.toMatch(/OVER chunk assets\/echarts/);
  });

  it("holds the precache's file count, and each app's chunks together to the app's budget or the default one", () => {
    const budget = { entryGzipBytes: 50_000, pageGzipBytes: 70_000, precacheSentBytes: 300_000, precacheFiles: 40, chunkGzipBytes: 100_000, appGzipBytes: { default: 50_000, manage: 80_000 } };
    const build = (files: number, chunks: readonly { file: string; gzipBytes: number; app?: string }[]) => ({
      files: [...report.files.slice(0, 2).map((file) => ({ ...file, kind: 'entry' })), ...chunks.map((chunk) => ({ ...chunk, kind: 'chunk' }))],
      serviceWorker: { files, sentBytes: 250_000 },
    });
    const chunks = [
      { file: 'assets/assets-screen-AAAAAAAA.js', gzipBytes: 40_000, app: 'manage' },
      { file: 'assets/people-screen-BBBBBBBB.js', gzipBytes: 35_000, app: 'manage' },
      { file: 'assets/wallet-screen-CCCCCCCC.js', gzipBytes: 30_000, app: 'commerce' },
      { file: 'assets/chunk-DDDDDDDD.js', gzipBytes: 45_000 },
    ];
    const within = formatBudgetChecks(budgetChecks(build(40, chunks), html, budget));
    expect(within).toContain("ok   the precache's file count: 40 files, budget 40");
    expect(within).toContain('ok   app commerce (1 chunks): 29.3 KiB gzip, budget 48.8 KiB');
    expect(within).toContain('ok   app manage (2 chunks): 73.2 KiB gzip, budget 78.1 KiB');
    expect(within).not.toContain('OVER');

    expect(formatBudgetChecks(budgetChecks(build(41, chunks), html, budget))).toMatch(/^OVER the precache's file count: 41 files/m);
    const grown = [...chunks, { file: 'assets/orders-screen-EEEEEEEE.js', gzipBytes: 25_000, app: 'commerce' }];
    expect(formatBudgetChecks(budgetChecks(build(40, grown), html, budget))).toMatch(/^OVER app commerce \(2 chunks\)/m);
  });

  it('refuses a page that loads a file the size report does not list', () => {
    expect(() => budgetChecks(report, page('assets/main-ZZZZZZZZ.js', []), { entryGzipBytes: 1, pageGzipBytes: 1 })).toThrow(/rebuild/);
  });
});
