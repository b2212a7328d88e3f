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

  it('refuses a page that loads a file the size report does not list', () => {
    expect(() => budgetChecks(report, page('assets/main-ZZZZZZZZ.js', []), { entryGzipBytes: 1, pageGzipBytes: 1 })).toThrow(/rebuild/);
  });
});
