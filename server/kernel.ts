/**
 * The kernel's public surface for the server apps (server/apps/<app>): the one module of the kernel an app imports,
 * besides the table helpers of kernel-schema.ts. The lint refuses an app any other file under server/ outside its
 * folder; what one app needs of another goes through a port the other provides (server/ports), bound in the
 * composition root.
 */

export { defineServerApp, type AppBackground } from './server-app';
export { periodicRun } from './jobs/periodic-run';
export type { AppDeps } from './services/service-deps';
export type { AppRepositories, AppRepositoriesIn } from './repositories/app-repositories';
export type { Repositories } from './repositories';
export type { Db } from './db/database';
export type { ServerConfig } from './config';

export type { ExternalPrincipal, StaffPrincipal } from './principal';

export { ApiProblem, fieldProblem, forbidden, notFound, staleVersion } from './problems';
export { decided, ruleRefused } from './services/rule-refusal';
export { checkOwnedIds } from './services/owned-ids';

export { mountRoute, type Guards } from './http/mount-route';
export { escapeHtml } from './http/escape-html';

export { containing, monthIn, onDays, orderOf, pageOf, type DayRange, type PageRequest } from './repositories/query-helpers';
export { nextVersion, saveOrganisationRow, versionedUpdate } from './repositories/versioned-update';
export { violatedConstraint } from './repositories/constraints';
export { rowsOf } from './repositories/raw-rows';
export { lockedRow } from './repositories/row-lock';
export { pageAnswer } from './services/page-answer';
export { organisationDays, organisationTimeZone } from './services/organisation-zone';

export { daysBefore, dayOf, demoDice, type DemoDice } from './seed/demo-dice';

export { auditBy, changes, type AuditEvent } from './services/audit';
export { grantRoleApps } from './services/role-grants';
export { appAccessOf } from './services/access';
export { auditEntriesOf } from './services/audit-entries';
export { lifeStoryAnswer } from './services/life-story';
export type { NewAuditRow } from './repositories/audit-repository';
export type { NewLifeEvent } from './repositories/life-event-repository';

export { recipientLanguage, sendMail } from './mail/mail-sender';
export { filledIn, renderMail, type MailParams } from './mail/mail-template';
export type { MailTemplateName } from './mail/templates/en';
export type { MailMessage, MailThread } from './ports/mail-port';
export { FileLinks } from './files/file-links';
export { pdfPrintable } from './documents/pdf-printable';
export { newFileKey } from './files/file-key';
export type { FileStore } from './ports/file-store';
export type { RealtimePort } from './ports/realtime-port';

export { hashToken, newToken, pkceChallenge, sameText } from './security/tokens';
export { mintApiToken, SCIM_SCOPE } from './security/api-tokens';
export type { ApiTokenRow } from './repositories/api-token-repository';
export { bearerToken } from './http/bearer';
export { hashPassword } from './security/passwords';
export { addMember } from './services/provisioning';
export { openSecret, sealSecret } from './security/sealed-secrets';
export type { ServerKeys } from './security/server-keys';
export { ipRanges } from './net/ip-ranges';
export { outboundTarget, TargetRefused, targetRule, type OutboundTarget, type Resolver } from './net/outbound-target';
export { postToTarget, type OutboundResponse } from './net/outbound-post';

export type { AccessoryChange, AccessoryDemand, AccessoryStockPort, StockAccessory } from './ports/accessory-stock-port';
export type { AssetLifecyclePort, DeviceChange, DeviceHandover, DevicePurchase, DeviceReceipt, FleetAsset, FleetDevice, FleetGrade, FleetQuery, PurchasedAsset } from './ports/asset-lifecycle-port';
export type { DeliveryPlace, DeviceKit, DeviceKitsPort, KitOrder } from './ports/device-kits-port';
export type { CreditBudgetState, CreditSpend, EmployeeCreditsPort } from './ports/employee-credits-port';
export type { DirectoryPerson, DirectoryPlacement, PeopleDirectoryPort } from './ports/people-directory-port';
export type { OffboardingPort } from './ports/offboarding-port';
export type { PersonSummaryLine } from './ports/person-summary-port';
export { HITS_PER_APP, type RecordHit, type RecordSearcher } from './ports/record-search-port';
export type { PlaceInput, PlaceRef, PlacesMatch, PlacesPort } from './ports/places-port';
export type { LeaverCampaign, LeaverRecovery, RecoveryCampaignsPort } from './ports/recovery-campaigns-port';
export type { MonthlySpend, OrderSpendingPort } from './ports/order-spending-port';
export type { TicketSlaPort } from './ports/ticket-sla-port';
export type { CampaignProgressPort } from './ports/campaign-progress-port';
export type { NewReturnOrder, ReturnOrdersPort, ReturnOrderStatus, ReturnSettlement } from './ports/return-orders-port';
export type { BusinessCalendarsPort } from './ports/business-calendars-port';
export type { AuditPolicyPort } from './ports/audit-policy-port';
export type { SpendingRulePort } from './ports/spending-rule-port';
export type { OrganisationCurrencyPort } from './ports/organisation-currency-port';
export type { ImportedOrder, ImportedOrderOutcome, OrderImportsPort } from './ports/order-imports-port';
export type { Parcel, PostalAddress, ShipmentEnd, ShipmentRef, ShipmentRequest, ShipmentsPort, TrackingEventInput, TrackingNumberChange, TrackingState } from './ports/shipments-port';
export type { WebhookEventsPort } from './ports/webhook-events-port';
export type { ServiceTicketsPort } from './ports/service-tickets-port';
