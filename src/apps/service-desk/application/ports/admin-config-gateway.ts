import type { ListPage, ListRequest } from '../../../../application/ports/list-page';
import type { PersonRef } from '../../../../application/ports/person-ref';
import type { Role } from '../../../../domain/session/roles';
import type { MailboxOAuthSettings, MailboxSignIn } from '../../domain/mailbox-providers';
import type { StatusCategory } from '../../domain/ticket-status';
import type { FormField } from './requester-tickets-gateway';
import type { NamedRef, ServiceKind } from './ticket-views';

/** The four calls of one configured record: list, add, change (stale version: 412) and remove (in use: 409). */
export interface RecordsGateway<Item, Input> {
  list(): Promise<{ readonly items: readonly Item[] }>;
  create(input: Input): Promise<Item>;
  update(id: string, input: Input & { readonly version: number }): Promise<Item>;
  remove(id: string, request: { readonly version: number }): Promise<unknown>;
}

export type PriorityInput = {
  readonly name: string;
  readonly order: number;
  readonly colour: string;
  readonly isDefault: boolean;
}
export interface PriorityItem extends PriorityInput {
  readonly id: string;
  readonly version: number;
}

export type StatusInput = {
  readonly name: string;
  readonly category: StatusCategory;
  readonly pausesSla: boolean;
  readonly order: number;
  /** The status a ticket takes when it enters this category by itself. */
  readonly isDefault: boolean;
}
export interface StatusItem extends StatusInput {
  readonly id: string;
  readonly version: number;
}

export interface SlaCondition {
  readonly priorityIds?: readonly string[];
  readonly teamIds?: readonly string[];
  readonly ticketTypeIds?: readonly string[];
  readonly serviceTypes?: readonly ServiceKind[];
  readonly tags?: readonly string[];
}
/** A business calendar as the server keeps it; the domain's calendarProblems says whether it can be used. */
interface SlaCalendar {
  /** An IANA zone, e.g. Europe/Berlin. */
  readonly timeZone: string;
  /** 0 = Sunday; several ranges on one weekday make a break. */
  readonly hours: readonly { readonly weekday: number; readonly start: string; readonly end: string }[];
  readonly holidays: readonly string[];
}
export interface SlaTargets {
  readonly firstResponseMinutes: number | null;
  readonly updateMinutes: number | null;
  readonly resolutionMinutes: number | null;
}
export type SlaPolicyInput = {
  readonly name: string;
  readonly order: number;
  /** Null: the default, which applies when no other policy's condition matches. */
  readonly condition: SlaCondition | null;
  /** Null: no business calendar, so no deadline is shown. */
  readonly calendar: SlaCalendar | null;
  /** Per priority id. */
  readonly targets: Readonly<Record<string, SlaTargets>>;
}
export interface SlaPolicyItem extends SlaPolicyInput {
  readonly id: string;
  readonly version: number;
}

export type TicketTypeInput = {
  readonly name: string;
  readonly description: string;
}
export interface TicketTypeItem extends TicketTypeInput {
  readonly id: string;
  readonly version: number;
}

/** Who decides a step: named people, the members of a team, or the requester's manager. */
type ApproverSource =
  | { readonly kind: 'people'; readonly userIds: readonly string[] }
  | { readonly kind: 'team'; readonly teamId: string }
  | { readonly kind: 'manager' };
export interface ApprovalStep {
  readonly approvers: ApproverSource;
  /** 0: the first decision decides; 100: everyone must accept. */
  readonly requiredSharePercent: number;
}

export type ServiceTypeInput = {
  readonly name: string;
  readonly description: string;
  readonly categoryId: string | null;
  readonly teamId: string | null;
  readonly ticketTypeId: string | null;
  readonly active: boolean;
  readonly fields: readonly FormField[];
  readonly needsApproval: boolean;
  /** In order: step 1 decides first. */
  readonly approvalSteps: readonly ApprovalStep[];
}
export interface ServiceTypeItem extends ServiceTypeInput {
  readonly id: string;
  readonly version: number;
}

export type CategoryInput = {
  readonly name: string;
  readonly forRequests: boolean;
  readonly forProblems: boolean;
  readonly visibleToEmployees: boolean;
  readonly teamId: string | null;
}
export interface CategoryItem extends CategoryInput {
  readonly id: string;
  readonly version: number;
}

export type TagInput = {
  readonly name: string;
  readonly colour: string;
}
export interface TagItem extends TagInput {
  readonly id: string;
  readonly version: number;
}

export type DeskRole = 'agent' | 'lead' | 'admin';
export type ReopenPolicy = 'reopen' | 'new-ticket';

export type TeamInput = {
  readonly name: string;
  /** What a reply to a closed ticket of this team does. */
  readonly reopenPolicy: ReopenPolicy;
  readonly members: readonly { readonly userId: string; readonly role: DeskRole }[];
}
export interface TeamItem {
  readonly id: string;
  readonly name: string;
  readonly reopenPolicy: ReopenPolicy;
  readonly members: readonly { readonly person: PersonRef; readonly role: DeskRole }[];
  readonly version: number;
}

export interface UserRoleItem {
  readonly person: PersonRef;
  /** The organisation role (agents and admins reach Resolve IT). */
  readonly role: Role;
  readonly manager: PersonRef | null;
  readonly teams: readonly { readonly team: NamedRef; readonly role: DeskRole }[];
}
export type UserRoleInput = {
  readonly teams: readonly { readonly teamId: string; readonly role: DeskRole }[];
  readonly managerId: string | null;
}

export interface UserRolesGateway {
  list(query: ListRequest & { readonly teamId?: string }): Promise<ListPage<UserRoleItem>>;
  set(userId: string, input: UserRoleInput): Promise<UserRoleItem>;
}

interface ImapSettings {
  readonly enabled: boolean;
  readonly host: string;
  readonly port: number;
  readonly secure: boolean;
  readonly username: string;
  readonly mailbox: string;
  readonly signIn: MailboxSignIn;
  /** The password is never read back, only whether one is set. */
  readonly passwordSet: boolean;
}
/** The mailbox's OAuth 2.0 provider: a preset's endpoints as it uses them, or the custom ones. */
export interface MailboxOAuth extends MailboxOAuthSettings {
  /** The client secret is never read back, only whether one is set. */
  readonly clientSecretSet: boolean;
}
export interface MailboxConnection {
  readonly state: 'not-connected' | 'connected' | 'needs-reconnecting';
  readonly account: string | null;
  readonly connectedAt: string | null;
  readonly refreshedAt: string | null;
  /** Why the provider refused the refresh token, and when. */
  readonly reason: string | null;
  readonly failedAt: string | null;
}
export interface EmailChannel {
  readonly inboundAddress: string | null;
  readonly autoAcknowledge: boolean;
  readonly imap: ImapSettings;
  readonly oauth: MailboxOAuth | null;
  readonly oauthConnection: MailboxConnection;
  readonly updatedAt: string | null;
  readonly version: number;
}
export interface EmailChannelChanges {
  readonly inboundAddress?: string | null;
  readonly autoAcknowledge?: boolean;
  readonly imap?: Omit<ImapSettings, 'passwordSet'> & {
    /** Write-only: left out keeps the stored password, null removes it. */
    readonly password?: string | null;
  };
  readonly oauth?: Omit<MailboxOAuth, 'clientSecretSet'> & {
    /** Write-only: left out keeps the stored secret, null removes it. */
    readonly clientSecret?: string | null;
  };
  readonly version: number;
}

export interface EmailChannelGateway {
  get(): Promise<EmailChannel>;
  update(changes: EmailChannelChanges): Promise<EmailChannel>;
  /** The provider's sign-in address, where the browser goes to connect the mailbox. */
  startOAuth(): Promise<{ readonly authorizeUrl: string }>;
  /** Hands the provider's code and the state back to the server, which keeps the tokens. */
  completeOAuth(callback: { readonly code: string; readonly state: string }): Promise<EmailChannel>;
  disconnectOAuth(): Promise<EmailChannel>;
}

/** Resolve IT's configuration: one gateway per configured record, each with its token, then roles and the email channel. */
export const ADMIN_PRIORITIES_GATEWAY = Symbol.for('ServiceDesk.AdminPrioritiesGateway');
export const ADMIN_STATUSES_GATEWAY = Symbol.for('ServiceDesk.AdminStatusesGateway');
export const ADMIN_SLA_POLICIES_GATEWAY = Symbol.for('ServiceDesk.AdminSlaPoliciesGateway');
export const ADMIN_TICKET_TYPES_GATEWAY = Symbol.for('ServiceDesk.AdminTicketTypesGateway');
export const ADMIN_SERVICE_TYPES_GATEWAY = Symbol.for('ServiceDesk.AdminServiceTypesGateway');
export const ADMIN_CATEGORIES_GATEWAY = Symbol.for('ServiceDesk.AdminCategoriesGateway');
export const ADMIN_TEAMS_GATEWAY = Symbol.for('ServiceDesk.AdminTeamsGateway');
export const ADMIN_TAGS_GATEWAY = Symbol.for('ServiceDesk.AdminTagsGateway');
export const ADMIN_USER_ROLES_GATEWAY = Symbol.for('ServiceDesk.AdminUserRolesGateway');
export const ADMIN_EMAIL_CHANNEL_GATEWAY = Symbol.for('ServiceDesk.AdminEmailChannelGateway');
