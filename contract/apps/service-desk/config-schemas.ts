import { BusinessCalendar } from '../../calendars';
import * as z from 'zod';
import { text } from '../../text';
import { Email, Id, LinkToken, PersonRef, Role, Timestamp, Version } from '../../common';
import { listAnswer, listQuery } from '../../list';
import { Colour, Impact, NamedRef, PriorityRef, StatusCategory, StatusRef } from './ticket-schemas';
import { MailboxConnection, MailboxOAuthInput, MailboxOAuthItem, MailboxSignIn } from './mailbox-oauth-schemas';

const Name = text().trim().min(1).max(120);
const Description = text().trim().max(2000).default('');
const Order = z.int().min(0).max(10_000);

// Priorities and statuses

export const PriorityItem = z.object({ id: Id, name: text(), order: Order, colour: Colour, isDefault: z.boolean(), version: Version });
export const PriorityInput = z.strictObject({ name: Name, order: Order, colour: Colour, isDefault: z.boolean().default(false) });

export const StatusItem = z.object({
  id: Id,
  name: text(),
  category: StatusCategory,
  pausesSla: z.boolean(),
  order: Order,
  /** The status a ticket takes when it enters this category by itself (created, reopened, resolved by mail). */
  isDefault: z.boolean(),
  version: Version,
});
export const StatusInput = z.strictObject({
  name: Name,
  category: StatusCategory,
  pausesSla: z.boolean().default(false),
  order: Order,
  isDefault: z.boolean().default(false),
});

// SLA

// The organisation's calendar is the kernel's shape: Configure edits the same one through the desk's port.
export { BusinessCalendar };
export const SlaCondition = z.strictObject({
  priorityIds: z.array(Id).max(50).optional(),
  teamIds: z.array(Id).max(50).optional(),
  ticketTypeIds: z.array(Id).max(50).optional(),
  serviceTypes: z.array(z.enum(['service', 'problem'])).max(2).optional(),
  tags: z.array(text().trim().min(1).max(40)).max(50).optional(),
});
const Minutes = z.int().min(1).max(525_600).nullable();
export const SlaTargets = z.strictObject({ firstResponseMinutes: Minutes, updateMinutes: Minutes, resolutionMinutes: Minutes });
export const SlaPolicyItem = z.object({
  id: Id,
  name: text(),
  order: Order,
  /** Null: the default, which applies when no other policy's condition matches. */
  condition: SlaCondition.nullable(),
  /** Null: no business calendar, so no deadline is shown. */
  calendar: BusinessCalendar.nullable(),
  /** Per priority id. */
  targets: z.record(Id, SlaTargets),
  version: Version,
});
export const SlaPolicyInput = z.strictObject({
  name: Name,
  order: Order,
  condition: SlaCondition.nullable(),
  calendar: BusinessCalendar.nullable(),
  targets: z.record(Id, SlaTargets),
});

// Catalogue

const FORM_FIELD_KINDS = ['text', 'textarea', 'number', 'select', 'date', 'checkbox'] as const;
export const FormField = z.strictObject({
  /** Stable within the service type: answers are keyed by it. */
  key: text().regex(/^[a-z][a-z0-9-]{0,59}$/, 'a key of lower-case letters, digits and -'),
  label: Name,
  kind: z.enum(FORM_FIELD_KINDS),
  required: z.boolean().default(false),
  /** The choices of a `select`. */
  options: z.array(text().trim().min(1).max(120)).max(50).default([]),
});

/** Who decides a step: named people, the members of a team, or the requester's manager. */
const ApproverSource = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('people'), userIds: z.array(Id).min(1).max(50) }),
  z.strictObject({ kind: z.literal('team'), teamId: Id }),
  z.strictObject({ kind: z.literal('manager') }),
]);
export const ApprovalStepInput = z.strictObject({
  approvers: ApproverSource,
  /** 0: the first decision decides; 100: everyone must accept. */
  requiredSharePercent: z.int().min(0).max(100),
});

export const ServiceTypeItem = z.object({
  id: Id,
  name: text(),
  description: text(),
  categoryId: Id.nullable(),
  /** The team new requests of this type go to. */
  teamId: Id.nullable(),
  ticketTypeId: Id.nullable(),
  active: z.boolean(),
  fields: z.array(FormField),
  needsApproval: z.boolean(),
  /** In order: step 1 decides first. */
  approvalSteps: z.array(ApprovalStepInput),
  version: Version,
});
export const ServiceTypeInput = z.strictObject({
  name: Name,
  description: Description,
  categoryId: Id.nullable().default(null),
  teamId: Id.nullable().default(null),
  ticketTypeId: Id.nullable().default(null),
  active: z.boolean().default(true),
  fields: z.array(FormField).max(40).default([]),
  needsApproval: z.boolean().default(false),
  approvalSteps: z.array(ApprovalStepInput).max(10).default([]),
});

export const CategoryItem = z.object({
  id: Id,
  name: text(),
  forRequests: z.boolean(),
  forProblems: z.boolean(),
  visibleToEmployees: z.boolean(),
  /** The team new tickets of this category go to. */
  teamId: Id.nullable(),
  version: Version,
});
export const CategoryInput = z.strictObject({
  name: Name,
  forRequests: z.boolean().default(false),
  forProblems: z.boolean().default(false),
  visibleToEmployees: z.boolean().default(true),
  teamId: Id.nullable().default(null),
});

export const TicketTypeItem = z.object({ id: Id, name: text(), description: text(), version: Version });
export const TicketTypeInput = z.strictObject({ name: Name, description: Description });

export const TagItem = z.object({ id: Id, name: text(), colour: Colour, version: Version });
export const TagInput = z.strictObject({ name: text().trim().min(1).max(40), colour: Colour.default('#6e7781') });

// Teams and roles

export const DESK_ROLES = ['agent', 'lead', 'admin'] as const;
const DeskRole = z.enum(DESK_ROLES);
export const REOPEN_POLICIES = ['reopen', 'new-ticket'] as const;

export const TeamItem = z.object({
  id: Id,
  name: text(),
  /** What a reply to a closed ticket of this team does. */
  reopenPolicy: z.enum(REOPEN_POLICIES),
  members: z.array(z.object({ person: PersonRef, role: DeskRole })),
  version: Version,
});
export const TeamInput = z.strictObject({
  name: Name,
  reopenPolicy: z.enum(REOPEN_POLICIES).default('reopen'),
  members: z.array(z.strictObject({ userId: Id, role: DeskRole })).max(500).default([]),
});

export const UserRoleItem = z.object({
  person: PersonRef,
  /** The organisation role (agents and admins reach Resolve IT). */
  role: Role,
  manager: PersonRef.nullable(),
  teams: z.array(z.object({ team: NamedRef, role: DeskRole })),
});
export const UserRoleListQuery = listQuery(['name', 'email'], { teamId: Id.optional() });
export const UserRoleList = listAnswer(UserRoleItem);
export const UserRoleParams = z.strictObject({ userId: Id });
/** Replaces the person's desk roles: one per team at most. */
export const UserRoleInput = z.strictObject({
  teams: z.array(z.strictObject({ teamId: Id, role: DeskRole })).max(100),
  /** Whom "the requester's manager" approval steps ask for this person's requests. */
  managerId: Id.nullable(),
});

// Email channel

const ImapSettings = z.object({
  enabled: z.boolean(),
  host: text(),
  port: z.int().min(1).max(65_535),
  secure: z.boolean(),
  username: text(),
  mailbox: text(),
  /** Whether the mailbox signs in with the password or with the OAuth connection's access token. */
  signIn: MailboxSignIn,
  /** The password is never answered, only whether one is set. */
  passwordSet: z.boolean(),
});
export const EmailChannelItem = z.object({
  /** The address mail to the desk goes to; mail to it arrives through SMTP or the IMAP mailbox. */
  inboundAddress: Email.nullable(),
  autoAcknowledge: z.boolean(),
  imap: ImapSettings,
  /** The OAuth 2.0 provider the mailbox signs in with, once one is set up. */
  oauth: MailboxOAuthItem.nullable(),
  oauthConnection: MailboxConnection,
  updatedAt: Timestamp.nullable(),
  version: Version,
});
export const EmailChannelInput = z.strictObject({
  inboundAddress: text().trim().toLowerCase().max(254).pipe(z.email()).nullable().optional(),
  autoAcknowledge: z.boolean().optional(),
  imap: z
    .strictObject({
      enabled: z.boolean(),
      host: text().trim().max(253),
      port: z.int().min(1).max(65_535),
      secure: z.boolean(),
      username: text().trim().max(254),
      mailbox: text().trim().min(1).max(200).default('INBOX'),
      /** Left out keeps how the mailbox signs in. */
      signIn: MailboxSignIn.optional(),
      /** Write-only: left out keeps the stored password, null removes it. */
      password: text().max(500).nullable().optional(),
    })
    .optional(),
  /** Left out keeps the provider; null forgets it, its secret and the connection. */
  oauth: MailboxOAuthInput.nullable().optional(),
  version: Version,
});

// What the screens pick from

/** Everything the request and report forms offer an employee, in one call. */
export const Catalogue = z.object({
  requestTypes: z.array(
    z.object({ id: Id, name: text(), description: text(), category: NamedRef.nullable(), needsApproval: z.boolean(), fields: z.array(FormField) }),
  ),
  /** Only categories visible to employees, flagged for requests, problems or both. */
  categories: z.array(z.object({ id: Id, name: text(), forRequests: z.boolean(), forProblems: z.boolean() })),
  impacts: z.array(Impact),
  priorities: z.array(PriorityRef),
});

/** Everything the queues and detail pages pick from, in one call. */
export const DeskOptions = z.object({
  statuses: z.array(StatusRef.extend({ order: Order })),
  priorities: z.array(PriorityRef.extend({ order: Order })),
  teams: z.array(NamedRef.extend({ members: z.array(PersonRef) })),
  ticketTypes: z.array(NamedRef),
  categories: z.array(NamedRef),
  requestTypes: z.array(NamedRef),
  tags: z.array(z.object({ name: text(), colour: Colour })),
  /** Whoever may be assigned: the members of every team. */
  agents: z.array(PersonRef),
  me: z.object({
    userId: Id,
    /** Team leads, desk admins and organisation admins see every ticket and configure the desk. */
    seesAll: z.boolean(),
    mayConfigure: z.boolean(),
    teamIds: z.array(Id),
  }),
});

// Dashboard

export const DashboardQuery = z.strictObject({ serviceType: z.enum(['service', 'problem']).optional() });
const Counts = z.object({
  open: z.int().min(0),
  unassigned: z.int().min(0),
  overdue: z.int().min(0),
  dueWithinHour: z.int().min(0),
});
export const DeskDashboard = z.object({
  counts: Counts,
  /** The last 30 days, one entry per day (UTC), of tickets whose SLA was met or breached on that day. */
  compliance: z.array(z.object({ day: z.iso.date(), met: z.int().min(0), breached: z.int().min(0) })),
  /** `team: null` counts the tickets no team has. */
  byTeam: z.array(Counts.extend({ team: NamedRef.nullable() })),
});

// The signed approval link (from mail)

export const ApprovalLinkParams = z.strictObject({ token: LinkToken });
