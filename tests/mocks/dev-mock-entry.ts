// `npm run dev:mock`: the mocks take the API's place before the portal starts, so it runs with no server at all.
import { startMockApi } from './browser';

await startMockApi();
await import('../../src/main');
