import type { ListPage } from '../../../../application/ports/list-page';
import type { Language } from '../../../../domain/i18n/language';
import type { InvitationStatus } from '../../domain/invitation-status';
import type { ChecklistItem, OnboardingStep } from '../../domain/onboarding-progress';

type Role = 'owner' | 'admin' | 'manager' | 'agent' | 'employee';
interface Named {
  readonly id: string;
  readonly name: string;
}

export interface OfferedKit extends Named {
  readonly description: string;
  readonly components: readonly { readonly name: string; readonly quantity: number }[];
}

export interface InvitationOptions {
  readonly kits: readonly OfferedKit[];
  readonly locations: readonly Named[];
  readonly managers: readonly (Named & { readonly email: string })[];
  readonly language: Language;
}

export interface NewInvitation {
  readonly email: string;
  readonly name?: string | null;
  readonly role: Role;
  readonly team?: string | null;
  readonly managerId?: string | null;
  readonly locationId?: string | null;
  readonly language?: Language;
  readonly expiresInDays?: number;
  readonly startDay?: string | null;
  readonly kitIds?: readonly string[];
}

export interface Invitation {
  readonly id: string;
  readonly email: string;
  readonly name: string | null;
  readonly role: Role;
  readonly team: string | null;
  readonly manager: Named | null;
  readonly location: Named | null;
  readonly language: Language;
  readonly startDay: string | null;
  readonly kits: readonly Named[];
  readonly status: InvitationStatus;
  readonly expiresAt: string;
  readonly sentAt: string;
  readonly sendCount: number;
  readonly invitedBy: Named | null;
  readonly acceptedAt: string | null;
  readonly createdAt: string;
  readonly version: number;
}

export interface SentInvitation {
  readonly invitation: Invitation;
  readonly link: string;
}

export interface InvitationQuery {
  readonly page: number;
  readonly pageSize: number;
  readonly q?: string;
  readonly status?: InvitationStatus;
}

export interface Hire {
  readonly id: string;
  readonly name: string | null;
  readonly email: string;
  readonly role: Role;
  readonly team: string | null;
  readonly manager: Named | null;
  readonly location: Named | null;
  readonly startDay: string;
  readonly status: InvitationStatus;
  readonly personId: string | null;
  readonly steps: readonly OnboardingStep[];
  readonly progress: number;
  readonly kitsOffered: readonly Named[];
  readonly kit: Named | null;
  readonly deliveryTo: string | null;
  readonly order: { readonly day: string | null; readonly late: boolean; readonly orderId: string | null; readonly number: number | null; readonly orderedAt: string | null; readonly problem: string | null };
  readonly checklist: readonly { readonly item: ChecklistItem; readonly done: boolean; readonly doneBy: Named | null; readonly doneAt: string | null }[];
  readonly version: number;
}

export interface HireQuery {
  readonly page: number;
  readonly pageSize: number;
  readonly q?: string;
}

/** Team Manager's invitations and Onboard's hires, as the screens call them. */
export interface OnboardingGateway {
  options(): Promise<InvitationOptions>;
  invite(invitation: NewInvitation): Promise<SentInvitation>;
  invitations(query: InvitationQuery): Promise<ListPage<Invitation>>;
  resend(id: string, version: number): Promise<SentInvitation>;
  revoke(id: string, version: number): Promise<Invitation>;
  hires(query: HireQuery): Promise<ListPage<Hire>>;
  hire(id: string): Promise<Hire>;
  tick(id: string, item: ChecklistItem, done: boolean): Promise<Hire>;
  orderKit(id: string): Promise<Hire>;
}

export const ONBOARDING_GATEWAY = Symbol.for('people.OnboardingGateway');

export interface PublicInvitation {
  readonly organisationName: string;
  readonly email: string;
  readonly name: string | null;
  readonly role: Role;
  readonly team: string | null;
  readonly managerName: string | null;
  readonly locationName: string | null;
  readonly startDay: string | null;
  readonly invitedByName: string | null;
  readonly expiresAt: string;
  readonly kits: readonly OfferedKit[];
  readonly deliveryPlaces: readonly (Named & { readonly city: string })[];
}

export interface HomeAddress {
  readonly name: string;
  readonly line1: string;
  readonly line2?: string | null;
  readonly city: string;
  readonly postcode: string;
  readonly country: string;
}

export interface Acceptance {
  readonly name: string;
  readonly password: string;
  readonly kitId?: string | null;
  readonly delivery?: { readonly kind: 'place'; readonly placeId: string } | { readonly kind: 'home'; readonly address: HomeAddress } | null;
}

/** The invitee's page, without an account. */
export interface InvitationLinkGateway {
  view(token: string): Promise<PublicInvitation>;
  accept(token: string, acceptance: Acceptance): Promise<{ readonly email: string; readonly orderDay: string | null; readonly orderLate: boolean }>;
}

export const INVITATION_LINK_GATEWAY = Symbol.for('people.InvitationLinkGateway');
