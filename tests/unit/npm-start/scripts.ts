/**
 * The build's scripts are plain JavaScript, without types: imported by a path TypeScript does not follow, and typed
 * here as far as the tests call them.
 */
const importScript = (file: string) => import(new URL(`../../../scripts/${file}`, import.meta.url).href);

export interface BudgetCheck {
  readonly name: string;
  readonly bytes: number;
  readonly max: number;
}

export const phaseLines = (await importScript('phase-line.mjs')) as {
  phaseLine(label: string, ms: number): string;
  skippedLine(label: string, why: string): string;
};

export const sizeBudget = (await importScript('check-size-budget.mjs')) as {
  budgetChecks(
    report: { files: readonly { file: string; gzipBytes: number; kind?: string }[]; serviceWorker?: { files: number; sentBytes: number } },
    indexHtml: string,
    budget: {
      entryGzipBytes: number;
      pageGzipBytes: number;
      precacheSentBytes?: number;
      chunkGzipBytes?: number;
      libraryChunkGzipBytes?: Record<string, number>;
    },
  ): BudgetCheck[];
  overBudget(checks: readonly BudgetCheck[]): boolean;
  formatBudgetChecks(checks: readonly BudgetCheck[]): string;
};

interface MetafileOutput {
  readonly imports: readonly { path: string; kind: string }[];
  readonly exports?: readonly string[];
  readonly entryPoint?: string;
  readonly bytes: number;
}

export const entryMerge = (await importScript('merge-entry-chunks.mjs')) as {
  mergeEntryChunks(options: {
    root: string;
    outputs: Record<string, MetafileOutput>;
    entryFile: string;
    firstLoaded?: readonly string[];
  }): Promise<Record<string, MetafileOutput>>;
};

export const barrels = (await importScript('narrow-barrel-imports.mjs')) as {
  narrowBarrelImports(packages: readonly string[]): import('esbuild').Plugin;
};
