/// <reference lib="webworker" />
import { BulkEngine } from './bulk-engine';
import { answerCall, type BulkAnswer, type BulkCall } from './bulk-protocol';

/**
 * Bulk Upload's Web Worker (built to /workers/bulk-worker.js): one engine per worker, calls answered in order, progress
 * posted as the rows are checked (small messages, so the page stays free to paint the bar).
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const engine = new BulkEngine();

scope.addEventListener('message', (event: MessageEvent<BulkCall & { id: number }>) => {
  const { id, ...call } = event.data;
  const post = (answer: BulkAnswer) => scope.postMessage(answer);
  Promise.resolve()
    .then(() => answerCall(engine, call as BulkCall, (done, total) => post({ id, progress: { done, total } })))
    .then(
      (result) => post({ id, result }),
      (error: unknown) => post({ id, error: error instanceof Error ? error.message : String(error) }),
    );
});
