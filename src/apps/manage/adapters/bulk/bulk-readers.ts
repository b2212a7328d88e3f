import type { BulkReader, BulkReaderFactory, Progress } from '../../application/ports/bulk-reader-port';
import { BulkEngine } from './bulk-engine';
import { answerCall, type BulkAnswer, type BulkCall } from './bulk-protocol';

/** Where the build puts the worker (build.mjs, `workers`). */
const WORKER_URL = '/workers/bulk-worker.js';

type Send = (call: BulkCall, progress: Progress, transfer?: Transferable[]) => Promise<unknown>;

function readerOver(send: Send, close: () => void): BulkReader & { close(): void } {
  const none: Progress = () => undefined;
  return {
    load: async (file, name, progress) => {
      const bytes = await file.arrayBuffer();
      return send({ method: 'load', name, bytes }, progress, [bytes]) as ReturnType<BulkReader['load']>;
    },
    check: (reading, progress) => send({ method: 'check', reading }, progress) as ReturnType<BulkReader['check']>,
    page: (offset, limit, invalidOnly) => send({ method: 'page', offset, limit, invalidOnly }, none) as ReturnType<BulkReader['page']>,
    fix: (line, values) => send({ method: 'fix', line, values }, none) as ReturnType<BulkReader['fix']>,
    batch: (offset, size) => send({ method: 'batch', offset, size }, none) as ReturnType<BulkReader['batch']>,
    allProblems: () => send({ method: 'allProblems' }, none) as ReturnType<BulkReader['allProblems']>,
    close,
  };
}

/** In a worker: every call a message, answered by id; the file's bytes are moved to it, not copied. */
function workerReader(): BulkReader & { close(): void } {
  const worker = new Worker(WORKER_URL, { type: 'module', name: 'bulk-upload' });
  let next = 0;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void; progress: Progress }>();
  worker.addEventListener('message', (event: MessageEvent<BulkAnswer>) => {
    const answer = event.data;
    const call = pending.get(answer.id);
    if (!call) return;
    if ('progress' in answer) call.progress(answer.progress.done, answer.progress.total);
    else {
      pending.delete(answer.id);
      if ('error' in answer) call.reject(new Error(answer.error));
      else call.resolve(answer.result);
    }
  });
  worker.addEventListener('error', (event) => {
    for (const call of pending.values()) call.reject(new Error(event.message || 'the file reader stopped'));
    pending.clear();
  });
  const send: Send = (call, progress, transfer = []) =>
    new Promise((resolve, reject) => {
      const id = (next += 1);
      pending.set(id, { resolve, reject, progress });
      worker.postMessage({ id, ...call }, transfer);
    });
  return readerOver(send, () => worker.terminate());
}

/** Where no worker runs (jsdom in component tests): the same engine on the page, yielding between chunks. */
function pageReader(): BulkReader & { close(): void } {
  const engine = new BulkEngine(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return readerOver(async (call, progress) => answerCall(engine, call, progress), () => undefined);
}

export const bulkReaders: BulkReaderFactory = {
  open: () => (typeof Worker === 'function' ? workerReader() : pageReader()),
};
