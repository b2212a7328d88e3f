import type { z } from 'zod';
import type { BusinessCalendar } from '../../../../contract/calendars';
import type { Currency } from '../../../domain/money/currencies';
import { MOCK_DEMO, type MockState } from '../../../../tests/mocks/mock-state';

/** What the server keeps elsewhere (commerce's currency and lock, the desk's calendars), per organisation. */
export interface MockOrganisationSetup {
  currency: Currency;
  /** The demo company has orders and wallets, as the server's demo seed makes them. */
  moneyMoved: boolean;
  calendar: z.output<typeof BusinessCalendar> | null;
  /** The sites with hours of their own, by site id. */
  readonly locationCalendars: Map<string, z.output<typeof BusinessCalendar>>;
}

const data = new WeakMap<MockState, Map<string, MockOrganisationSetup>>();

export function configureSetupOf(state: MockState, organisationId: string): MockOrganisationSetup {
  let byOrganisation = data.get(state);
  if (!byOrganisation) data.set(state, (byOrganisation = new Map()));
  let found = byOrganisation.get(organisationId);
  if (!found) {
    const demo = state.organisations.get(organisationId)?.name === MOCK_DEMO.organisation;
    found = { currency: 'EUR', moneyMoved: demo, calendar: null, locationCalendars: new Map() };
    byOrganisation.set(organisationId, found);
  }
  return found;
}
