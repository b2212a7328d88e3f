import type { HttpHandler } from 'msw';
import { authHandlers } from './auth-handlers';
import { campaignsHandlers } from '../../src/apps/campaigns/mocks/handlers';
import { commerceHandlers } from '../../src/apps/commerce/mocks/handlers';
import { manageHandlers } from '../../src/apps/manage/mocks/handlers';
import { serviceDeskHandlers } from '../../src/apps/service-desk/mocks/handlers';
import { insightHandlers } from '../../src/apps/insight/mocks/handlers';
import { auditHandlers } from '../../src/apps/audit/mocks/handlers';
import { peopleHandlers } from '../../src/apps/people/mocks/handlers';
import { returnsHandlers } from '../../src/apps/returns/mocks/handlers';
import { integrationsHandlers } from '../../src/apps/integrations/mocks/handlers';
import { MockState } from './mock-state';
import { quickLinkHandlers } from './quick-link-handlers';
import { shellHandlers } from './shell-handlers';
import { visitorHandlers } from './visitor-handlers';
import { configureHandlers } from '../../src/apps/configure/mocks/handlers';

export { MOCK_DEMO, MockState } from './mock-state';

/**
 * MSW handlers for the whole API contract, over one in-memory state seeded with the demo organisation. In the
 * browser leave `baseUrl` empty (paths resolve against the page); in Node name an origin such as http://portal.test.
 */
export function createHandlers(state = new MockState(), baseUrl = ''): HttpHandler[] {
  return [
    ...authHandlers(state, baseUrl),
    ...shellHandlers(state, baseUrl),
    ...quickLinkHandlers(state, baseUrl),
    ...visitorHandlers(state, baseUrl),
    ...manageHandlers(state, baseUrl),
    ...serviceDeskHandlers(state, baseUrl),
    ...commerceHandlers(state, baseUrl),
    ...campaignsHandlers(state, baseUrl),
    ...peopleHandlers(state, baseUrl),
    ...insightHandlers(state, baseUrl),
    ...auditHandlers(state, baseUrl),
    ...returnsHandlers(state, baseUrl),
    ...integrationsHandlers(state, baseUrl),
    ...configureHandlers(state, baseUrl),
  ];
}
