import type { BulkReading, GridRow } from '../../application/ports/bulk-reader-port';
import type { BulkEngine } from './bulk-engine';

/** A call to the reader, by message: what the page asks the worker. */
export type BulkCall =
  | { readonly method: 'load'; readonly name: string; readonly bytes: ArrayBuffer }
  | { readonly method: 'check'; readonly reading: BulkReading }
  | { readonly method: 'page'; readonly offset: number; readonly limit: number; readonly invalidOnly: boolean }
  | { readonly method: 'fix'; readonly line: number; readonly values: GridRow['values'] }
  | { readonly method: 'batch'; readonly offset: number; readonly size: number }
  | { readonly method: 'allProblems' };

/** What the worker answers: a result or an error for a call, or progress of the call under way. */
export type BulkAnswer =
  | { readonly id: number; readonly result: unknown }
  | { readonly id: number; readonly error: string }
  | { readonly id: number; readonly progress: { readonly done: number; readonly total: number } };

/** One call answered by the engine, the same in the worker and, where no worker runs (tests), on the page. */
export function answerCall(engine: BulkEngine, call: BulkCall, progress: (done: number, total: number) => void): Promise<unknown> | unknown {
  switch (call.method) {
    case 'load':
      return engine.load(call.name, call.bytes);
    case 'check':
      return engine.check(call.reading, progress);
    case 'page':
      return engine.page(call.offset, call.limit, call.invalidOnly);
    case 'fix':
      return engine.fix(call.line, call.values);
    case 'batch':
      return engine.batch(call.offset, call.size);
    case 'allProblems':
      return engine.allProblems();
  }
}
