import * as z from 'zod';
import { Day, EmailInput, Email, Id, Language, LinkToken, Password, PersonName, Role, Timestamp, Version } from '../../common';
import { listAnswer, listQuery } from '../../list';
import { text } from '../../text';
import { DEFAULT_INVITATION_DAYS, INVITATION_STATUSES, MAX_INVITATION_DAYS } from '../../../src/apps/people/domain/invitation-status';

export const InvitationStatus = z.enum(INVITATION_STATUSES);

const Team = text().trim().max(80).nullable().optional();
const Named = z.object({ id: Id, name: text() });

/** What the inviter says of the person: who they will be, until when the link works, and what they may pick. */
export const CreateInvitationRequest = z.strictObject({
  email: EmailInput,
  name: PersonName.nullable().optional(),
  role: Role,
  team: Team,
  managerId: Id.nullable().optional(),
  locationId: Id.nullable().optional(),
  /** The invitee's language; the organisation's when not given. */
  language: Language.optional(),
  expiresInDays: z.int().min(1).max(MAX_INVITATION_DAYS).default(DEFAULT_INVITATION_DAYS),
  /** A hire's first day: with it the invitation is an onboarding in Onboard. */
  startDay: Day.nullable().optional(),
  /** The Device Hub kits the hire may choose from. */
  kitIds: z.array(Id).max(10).default([]),
});

export const Invitation = z.object({
  id: Id,
  email: Email,
  name: text().nullable(),
  role: Role,
  team: text().nullable(),
  manager: Named.nullable(),
  location: Named.nullable(),
  language: Language,
  startDay: Day.nullable(),
  kits: z.array(Named),
  status: InvitationStatus,
  expiresAt: Timestamp,
  sentAt: Timestamp,
  sendCount: z.int().min(1),
  invitedBy: Named.nullable(),
  acceptedAt: Timestamp.nullable(),
  createdAt: Timestamp,
  version: Version,
});
export type Invitation = z.infer<typeof Invitation>;

/** A new or resent invitation, with the link that was mailed (the inviter may hand it over another way). */
export const SentInvitation = z.object({ invitation: Invitation, link: text() });

export const InvitationListQuery = listQuery(['createdAt'], { status: InvitationStatus.optional() });
export const InvitationList = listAnswer(Invitation);

export const InvitationVersion = z.strictObject({ version: Version });

const Kit = z.object({ id: Id, name: text(), description: text(), components: z.array(z.object({ name: text(), quantity: z.int().min(1) })) });

/** What the send-invitation form offers: the kits, the sites and the people who may be the manager. */
export const InvitationOptions = z.object({
  kits: z.array(Kit),
  locations: z.array(z.object({ id: Id, name: text() })),
  managers: z.array(z.object({ id: Id, name: text(), email: Email })),
  language: Language,
});

/** The public page's link, as the mail carried it. */
export const InvitationTokenParams = z.strictObject({ token: LinkToken });

/** The invitation as its invitee sees it, before they have an account. */
export const PublicInvitation = z.object({
  organisationName: text(),
  email: Email,
  name: text().nullable(),
  role: Role,
  team: text().nullable(),
  managerName: text().nullable(),
  locationName: text().nullable(),
  startDay: Day.nullable(),
  invitedByName: text().nullable(),
  expiresAt: Timestamp,
  kits: z.array(Kit),
  /** The offices a kit may go to; the hire may give their own address instead. */
  deliveryPlaces: z.array(z.object({ id: Id, name: text(), city: text() })),
});

const Line = text().trim().min(1).max(120);

/** The hire's own address for their kit; its postcode is checked against its country by the Device Hub when confirmed. */
export const HomeAddress = z.strictObject({
  name: Line,
  line1: Line,
  line2: text().trim().max(120).nullable().optional(),
  city: Line,
  region: text().trim().max(120).nullable().optional(),
  postcode: text().trim().min(1).max(20),
  country: text()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'a country code like DE'),
});

export const KitDeliveryInput = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('place'), placeId: Id }),
  z.strictObject({ kind: z.literal('home'), address: HomeAddress }),
]);

/** The hire sets up their account, and picks their kit and where it goes when kits are offered. */
export const AcceptInvitationRequest = z.strictObject({
  name: PersonName,
  password: Password,
  kitId: Id.nullable().optional(),
  delivery: KitDeliveryInput.nullable().optional(),
});

export const AcceptedInvitation = z.object({
  email: Email,
  /** The day the kit is ordered on, and whether it is already too late to arrive before the start date. */
  orderDay: Day.nullable(),
  orderLate: z.boolean(),
});
