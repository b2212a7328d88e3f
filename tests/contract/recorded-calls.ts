import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the contract suites of this run write which routes they called on which backend. */
    contractCallsDir: string;
  }
}

/** Notes that a contract suite called the route on the backend (see calls-dir.ts). */
export function recordCall(backend: string, routeId: string): void {
  const dir = inject('contractCallsDir');
  if (dir) appendFileSync(join(dir, `${process.pid}.tsv`), `${backend}\t${routeId}\n`);
}
