import type { AccessoryStockPort } from './accessory-stock-port';
import type { AssetLifecyclePort } from './asset-lifecycle-port';
import type { AuditPolicyPort } from './audit-policy-port';
import type { BusinessCalendarsPort } from './business-calendars-port';
import type { CampaignProgressPort } from './campaign-progress-port';
import type { DeviceKitsPort } from './device-kits-port';
import type { OffboardingPort } from './offboarding-port';
import type { EmployeeCreditsPort } from './employee-credits-port';
import type { PeopleDirectoryPort } from './people-directory-port';
import type { PersonSummaryPort } from './person-summary-port';
import type { OrderImportsPort } from './order-imports-port';
import type { OrderSpendingPort } from './order-spending-port';
import type { OrganisationCurrencyPort } from './organisation-currency-port';
import type { PlacesPort } from './places-port';
import type { RecoveryCampaignsPort } from './recovery-campaigns-port';
import type { ReturnOrdersPort } from './return-orders-port';
import type { SpendingRulePort } from './spending-rule-port';
import type { ShipmentsPort } from './shipments-port';
import type { ServiceTicketsPort } from './service-tickets-port';
import type { TicketSlaPort } from './ticket-sla-port';
import type { WebhookEventsPort } from './webhook-events-port';

/** The kernel ports an app's server part provides for the others (ServerApp.provides), each from one app. */
export interface AppProvidedPorts {
  readonly assetLifecycle: AssetLifecyclePort;
  readonly places: PlacesPort;
  readonly deviceKits: DeviceKitsPort;
  readonly recoveryCampaigns: RecoveryCampaignsPort;
  readonly accessoryStock: AccessoryStockPort;
  readonly returnOrders: ReturnOrdersPort;
  readonly businessCalendars: BusinessCalendarsPort;
  readonly spendingRule: SpendingRulePort;
  readonly shipments: ShipmentsPort;
  readonly peopleDirectory: PeopleDirectoryPort;
  readonly offboarding: OffboardingPort;
  readonly employeeCredits: EmployeeCreditsPort;
  readonly auditPolicy: AuditPolicyPort;
  readonly organisationCurrency: OrganisationCurrencyPort;
  readonly orderImports: OrderImportsPort;
  readonly webhookEvents: WebhookEventsPort;
  readonly serviceTickets: ServiceTicketsPort;
  readonly orderSpending: OrderSpendingPort;
  readonly ticketSla: TicketSlaPort;
  readonly campaignProgress: CampaignProgressPort;
  /** Built by the kernel from every app's `personSummary`, not provided by one app. */
  readonly personSummary: PersonSummaryPort;
}

/** A port an app may declare it uses (ServerApp.uses). */
export type PortName = keyof AppProvidedPorts;
