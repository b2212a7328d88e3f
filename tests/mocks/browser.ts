import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers';

/** For `npm run dev:mock`: the browser app against the mocks alone; needs build.mjs's two worker scripts at the root. */
export async function startMockApi(): Promise<void> {
  await setupWorker(...createHandlers()).start({ serviceWorker: { url: '/mock-api-worker.js' }, onUnhandledRequest: 'bypass', quiet: true });
}
