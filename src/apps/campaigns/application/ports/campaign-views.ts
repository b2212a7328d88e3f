import type { ListPage, ListRequest } from '../../../../application/ports/list-page';
import type { CampaignKind } from '../../domain/campaign-kind';
import type { CampaignAction, CampaignStatus } from '../../domain/campaign-status';
import type { ReminderPolicy } from '../../domain/reminder-schedule';

/** What the campaign screens read and send, the same for every kind; `rules`, `state` and `data` are the kind's own. */

export interface CampaignItem {
  readonly id: string;
  readonly kind: CampaignKind;
  readonly name: string;
  readonly status: CampaignStatus;
  readonly contactDate: string;
  readonly deadline: string | null;
  readonly people: number;
  readonly done: number;
  readonly createdAt: string;
  readonly version: number;
}

export interface CampaignDetail extends CampaignItem {
  readonly message: string;
  readonly reminderPolicy: ReminderPolicy;
  readonly linkDays: number;
  readonly rules: unknown;
  readonly progress: Readonly<Record<string, number>>;
  readonly actions: readonly CampaignAction[];
}

export interface CampaignDevice {
  readonly id: string;
  readonly assetId: string | null;
  readonly assetTag: string | null;
  readonly serial: string | null;
  readonly model: string;
  readonly productType: string;
  readonly purchaseDate: string | null;
  readonly outcome: string | null;
  readonly disposition: string | null;
  readonly grade: string | null;
  readonly data: Readonly<Record<string, unknown>>;
  readonly version: number;
}

type LinkStatus = 'active' | 'expired' | 'revoked';

export interface CampaignPerson {
  readonly id: string;
  readonly userId: string | null;
  readonly name: string;
  readonly email: string;
  readonly state: string;
  readonly outcome: string | null;
  readonly contactDate: string;
  readonly round: number;
  readonly devices: readonly CampaignDevice[];
  readonly link: { readonly status: LinkStatus; readonly expiresAt: string; readonly lastSentAt: string | null; readonly openedAt: string | null } | null;
  readonly remindersSent: number;
  readonly nextReminderAt: string | null;
  readonly moves: readonly string[];
  readonly data: Readonly<Record<string, unknown>>;
  readonly updatedAt: string;
  readonly version: number;
}

export interface CampaignPersonInput {
  readonly userId: string;
  readonly assetIds: readonly string[];
}

export interface CampaignInput {
  readonly name: string;
  readonly contactDate: string;
  readonly deadline: string | null;
  readonly message: string;
  readonly reminderPolicy: ReminderPolicy;
  readonly linkDays: number;
  readonly rules: unknown;
  readonly people: readonly CampaignPersonInput[];
}

export type CampaignChange = Partial<Omit<CampaignInput, 'people'>> & { readonly version: number };

export interface PersonChange {
  readonly version: number;
  readonly name?: string;
  readonly email?: string;
  readonly contactDate?: string;
  readonly assetIds?: readonly string[];
}

interface CandidateDevice {
  readonly assetId: string;
  readonly assetTag: string;
  readonly serial: string | null;
  readonly model: string;
  readonly productType: string;
  readonly purchaseDate: string | null;
  readonly status: string;
}

export interface Candidate {
  readonly userId: string;
  readonly name: string;
  readonly email: string;
  readonly devices: readonly CandidateDevice[];
}

export interface CandidateQuery {
  readonly q?: string;
  readonly olderThanMonths?: number;
  readonly limit?: number;
}

export interface CampaignListRequest extends ListRequest {
  readonly status?: CampaignStatus;
}

export interface PersonListRequest extends ListRequest {
  readonly state?: string;
}

export interface IssuedLink {
  readonly url: string;
  readonly expiresAt: string;
  readonly sent: boolean;
}

export type CampaignPage = ListPage<CampaignItem>;
export type PersonPage = ListPage<CampaignPerson>;
