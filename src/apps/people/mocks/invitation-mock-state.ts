import type * as z from 'zod';
import type { AcceptInvitationRequest, CreateInvitationRequest } from '../../../../contract/apps/people/invitation-schemas';
import type { ChecklistItem } from '../domain/onboarding-progress';
import type { KeptInvitationStatus } from '../domain/invitation-status';
import { catalogueDataOf } from '../../commerce/mocks/catalogue-mock-state';
import { newId, newToken, type MockState } from '../../../../tests/mocks/mock-state';

/** An invitation as the mocks keep it: the server's row, its link kept plain (the mocks sign nothing). */
export interface MockInvitation extends Omit<z.output<typeof CreateInvitationRequest>, 'expiresInDays'> {
  readonly id: string;
  readonly organisationId: string;
  token: string;
  status: KeptInvitationStatus;
  language: 'en' | 'de';
  expiresAt: string;
  sentAt: string;
  sendCount: number;
  invitedById: string;
  acceptedAt: string | null;
  userId: string | null;
  kitId: string | null;
  delivery: z.output<typeof AcceptInvitationRequest>['delivery'] | null;
  checks: Map<ChecklistItem, { doneById: string; doneAt: string }>;
  createdAt: string;
  version: number;
}

/** The mocks' invitations, and the Device Hub's kits and offices they offer, read from commerce's mocks. */
export class InvitationMockData {
  readonly invitations: MockInvitation[] = [];

  constructor(private readonly state: MockState) {}

  kits(organisationId: string) {
    const catalogue = catalogueDataOf(this.state);
    return catalogue.products
      .filter((product) => product.organisationId === organisationId && product.store === 'devicehub' && product.kind === 'kit' && product.active)
      .map((kit) => ({ id: kit.id, name: kit.name, description: kit.description, components: catalogue.unitParts(kit.id).map(({ name, quantity }) => ({ name, quantity })) }));
  }

  places(organisationId: string) {
    return catalogueDataOf(this.state)
      .locations.filter((place) => place.organisationId === organisationId && (place.kind === 'office' || place.kind === 'warehouse') && place.line1 !== null)
      .map((place) => ({ id: place.id, name: place.name, city: place.city ?? '' }));
  }

  add(organisationId: string, invitedById: string, request: z.output<typeof CreateInvitationRequest>, language: 'en' | 'de'): MockInvitation {
    const now = new Date();
    const { expiresInDays, ...fields } = request;
    const invitation: MockInvitation = {
      ...fields,
      id: newId(),
      organisationId,
      token: newToken(),
      status: 'pending',
      language,
      expiresAt: new Date(now.getTime() + expiresInDays * 86_400_000).toISOString(),
      sentAt: now.toISOString(),
      sendCount: 1,
      invitedById,
      acceptedAt: null,
      userId: null,
      kitId: null,
      delivery: null,
      checks: new Map(),
      createdAt: now.toISOString(),
      version: 1,
    };
    this.invitations.push(invitation);
    return invitation;
  }
}

const data = new WeakMap<MockState, InvitationMockData>();

export function invitationDataOf(state: MockState): InvitationMockData {
  let found = data.get(state);
  if (!found) data.set(state, (found = new InvitationMockData(state)));
  return found;
}
