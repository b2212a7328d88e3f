import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers';

/** For `npm run dev:mock`: the browser app against the mocks alone; needs mockServiceWorker.js served at the root. */
export async function startMockApi(): Promise<void> {
  await setupWorker(...createHandlers()).start({ onUnhandledRequest: 'bypass', quiet: true });
}
