import * as r from '../../../../../contract/apps/configure/routes';
import type { BusinessCalendar } from '../../../../domain/calendars/business-calendar';
import type { ContractClient } from '../../../../adapters/http/contract-client';
import { gatewayOf } from '../../../../adapters/http/gateway-of';
import type { ConfigureGateway } from '../../application/ports/configure-gateway';

// The contract's weekday is any 0-6 integer; the domain names the seven.
const asCalendar = <Answer extends { calendar: unknown }>(answer: Answer) => answer as Omit<Answer, 'calendar'> & { calendar: BusinessCalendar | null };
const wireOf = (calendar: BusinessCalendar) => ({ ...calendar, hours: calendar.hours.map((hours) => ({ ...hours })), holidays: [...calendar.holidays] });

const createConfigureGateway = gatewayOf<ConfigureGateway>({
  access: (client) => () => client.call(r.getConfigureAccess),
  grant: (client) => (grants) => client.call(r.updateConfigureAccess, { body: { grants: grants.map(({ slug, roles }) => ({ slug, roles: [...roles] })) } }),
  branding: (client) => () => client.call(r.getConfigureBranding),
  setColour: (client) => (colour) => client.call(r.updateConfigureBranding, { body: { colour } }),
  uploadLogo: (client) => (file) => client.call(r.uploadConfigureLogo, { upload: { file } }),
  removeLogo: (client) => () => client.call(r.removeConfigureLogo),
  locale: (client) => () => client.call(r.getConfigureLocale),
  setLocale: (client) => (change) => client.call(r.updateConfigureLocale, { body: change }),
  calendar: (client) => () => client.call(r.getConfigureCalendar).then(asCalendar),
  setCalendar: (client) => (calendar) => client.call(r.updateConfigureCalendar, { body: { calendar: wireOf(calendar) } }).then(asCalendar),
  locationCalendars: (client) => () => client.call(r.getConfigureLocationCalendars).then(({ items }) => ({ items: items.map(asCalendar) })),
  setLocationCalendar: (client) => (id, calendar) =>
    client.call(r.updateConfigureLocationCalendar, { params: { id }, body: { calendar: calendar && wireOf(calendar) } }).then(asCalendar),
});

/** Configure's gateway, loaded with its contract schemas on the first call. */
export function createConfigureGateways(client: ContractClient) {
  return { configure: createConfigureGateway(client) };
}
