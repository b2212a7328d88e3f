import type { AppBackground } from '../server-app';

/**
 * Runs `run` every `everyMs` while the server is up (not at start: a fresh server has nothing overdue yet); a failed
 * run is reported and the next one tries again; stopping waits for the run under way.
 */
export function periodicRun(run: () => Promise<unknown>, everyMs: number, failed: (error: unknown) => void): AppBackground {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  return {
    async start() {
      timer = setInterval(() => {
        running = run().catch(failed);
      }, everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
