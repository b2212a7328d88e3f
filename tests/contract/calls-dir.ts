import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Which routes the contract suites called, on which backend, in this run of Vitest. The suites run in several
 * workers; each appends to a file of its own (recorded-calls.ts) in a folder the run's config makes empty and hands
 * to every worker, and the coverage check reads them all once every suite has finished.
 */
export function freshCallsDir(): string {
  const dir = join(tmpdir(), 'portal-contract-calls', String(process.pid));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Each route id called, with the backends it was called on. */
export function recordedCalls(dir: string): Map<string, Set<string>> {
  const calls = new Map<string, Set<string>>();
  for (const file of readdirSync(dir)) {
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      const [backend, routeId] = line.split('\t');
      if (!backend || !routeId) continue;
      calls.set(routeId, (calls.get(routeId) ?? new Set()).add(backend));
    }
  }
  return calls;
}
