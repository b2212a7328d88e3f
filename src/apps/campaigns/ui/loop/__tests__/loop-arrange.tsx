import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { Suspense, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createApiClient } from '../../../../../adapters/http/api-client';
import { createHttpGateways } from '../../../../../adapters/http/http-gateways';
import { createI18n } from '../../../../../adapters/i18n/create-i18n';
import type { Language } from '../../../../../domain/i18n/language';
import { lazyCsvParser } from '../../../../../adapters/imports/lazy-csv-parser';
import { CSV_PARSER } from '../../../../../application/ports/csv-parser-port';
import { createLoopGateway } from '../../../adapters/http/http-loop-gateway';
import { LOOP_GATEWAY } from '../../../application/ports/loop-gateway';
import type { LoopRules } from '../../../domain/loop-rules';
import { LoopDetails } from '../loop-details';
import { ServicesProvider } from '../../../../../ui/services/service-context';
import { campaignsDataOf } from '../../../mocks/campaigns-mock-state';
import type { MockLoopDevice } from '../../../mocks/campaigns-mock-state';
import { loopDevicesOf } from '../../../mocks/loop-handlers';
import { createHandlers, MOCK_DEMO, MockState } from '../../../../../../tests/mocks/handlers';
import { newId } from '../../../../../../tests/mocks/mock-state';
import { fakeServices } from '../../../../../../tests/component/render-with-providers';

const mockApi = setupServer();

/** Call once in a file: the contract's mocks answer every API call, and an unmocked one fails the test. */
export function withLoopMocks(): void {
  beforeAll(() => mockApi.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => mockApi.resetHandlers());
  afterAll(() => mockApi.close());
}

const blankDevice = (serial: string): Omit<MockLoopDevice, 'campaignId'> => ({
  id: newId(),
  serial,
  assetId: null,
  type: 'laptop',
  grade: null,
  disposition: null,
  recycler: null,
  sanitisation: null,
  releasedAt: null,
  version: 1,
});

export const RECYCLER = { name: 'GreenCycle GmbH', certification: 'e-stewards', certificateId: 'ES-2211' } as const;

const loopCatalogue = {
  'campaigns-loop': {
    en: () => import('../../../adapters/locales/en/loop.json'),
    de: () => import('../../../adapters/locales/de/loop.json'),
  },
};

/**
 * Loop's part of a campaign's details, signed in as the demo admin, over the HTTP gateway and the MSW mocks: one
 * Loop campaign of the demo organisation with a default recycler, and the devices the test puts in it.
 */
export async function renderLoopDetails(options: LoopOptions = {}) {
  return renderLoop(({ campaignId, rules }) => <LoopDetails campaign={{ id: campaignId, rules }} />, options);
}

interface LoopOptions {
  readonly language?: Language;
  readonly rules?: LoopRules;
  readonly devices?: readonly Partial<MockLoopDevice>[];
}

/** Any of Loop's screens, with what LoopDetails gets. */
export async function renderLoop(
  ui: (campaign: { campaignId: string; rules: LoopRules }) => ReactElement,
  { language = 'en', rules = { factorTableVersion: 'ademe-2026.1', defaultRecycler: RECYCLER }, devices = [] }: LoopOptions = {},
) {
  const state = new MockState();
  const organisationId = state.userByEmail(MOCK_DEMO.admin.email)!.organisationId;
  const campaignId = campaignsDataOf(state).addCampaign(organisationId, 'loop', { name: 'Office clear-out', rules }).id;
  loopDevicesOf(state).push(...devices.map((facts) => ({ ...blankDevice(facts.serial ?? newId()), ...facts, campaignId })));
  mockApi.use(...createHandlers(state, location.origin));
  let token = '';
  const apiBase = new URL('/api/v1/', location.href);
  const gateways = createHttpGateways(() => createApiClient({ baseUrl: apiBase, token: () => token, onUnauthorized: () => {}, retry: 0 }), apiBase);
  token = (await gateways.auth.signIn({ email: MOCK_DEMO.admin.email, password: MOCK_DEMO.password })).token;
  const services = fakeServices([
    [LOOP_GATEWAY, createLoopGateway(await gateways.client())],
    [CSV_PARSER, lazyCsvParser],
  ]);
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <I18nextProvider i18n={createI18n(language, loopCatalogue)}>
      <QueryClientProvider client={queries}>
        <ServicesProvider services={services}>
          <Suspense fallback={<p>…</p>}>
            {ui({ campaignId, rules })}
          </Suspense>
        </ServicesProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, state, campaignId };
}
