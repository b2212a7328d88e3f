import * as r from '../../../../../contract/apps/configure/routes';
import type { BusinessCalendar } from '../../../../domain/calendars/business-calendar';
import type { ContractClient } from '../../../../adapters/http/contract-client';
import { gatewayOf } from '../../../../adapters/http/gateway-of';
import type { ConfigureGateway } from '../../application/ports/configure-gateway';

// The contract's weekday is any 0-6 integer; the domain names the seven.
const asCalendar = (answer: { calendar: unknown }) => answer as { calendar: BusinessCalendar | null };

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
  setCalendar: (client) => (calendar) =>
    client
      .call(r.updateConfigureCalendar, { body: { calendar: { ...calendar, hours: calendar.hours.map((hours) => ({ ...hours })), holidays: [...calendar.holidays] } } })
      .then(asCalendar),
});

/** Configure's gateway, loaded with its contract schemas on the first call. */
export function createConfigureGateways(client: ContractClient) {
  return { configure: createConfigureGateway(client) };
}
