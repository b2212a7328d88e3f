import type { LifeStory } from '../../../../domain/life-story';
import type { PersonSummaryLine } from '../../../../domain/person-summary';
import type { Role } from '../../../../domain/session/roles';
import type { Asset } from './assets-gateway';
import type { LeavingDeviceState } from '../../domain/leaving';
import type { ListPage, ListRequest } from '../../../../application/ports/list-page';

export interface ManagedPerson {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly role: Role;
  readonly offboardedAt: string | null;
  readonly assetCount: number;
  readonly createdAt: string;
  readonly version: number;
}

export interface ManagedPersonDetails extends ManagedPerson {
  readonly assets: readonly Asset[];
  readonly licences: readonly { readonly assignmentId: string; readonly licenceId: string; readonly licenceName: string; readonly softwareName: string }[];
  readonly accessories: readonly { readonly checkoutId: string; readonly accessoryId: string; readonly name: string; readonly quantity: number }[];
  /** Once offboarded: where each of their devices got, until every one is back or written off. */
  readonly leaving: LeavingProgress | null;
}

export interface LeavingProgress {
  readonly complete: boolean;
  readonly devices: readonly {
    readonly assetId: string;
    readonly assetTag: string;
    readonly manufacturer: string | null;
    readonly model: string;
    readonly state: LeavingDeviceState;
    /** The Recover campaign that has the device, with the leaver's state in it. */
    readonly campaign: { readonly id: string; readonly name: string; readonly status: string; readonly personState: string } | null;
  }[];
}

/** What offboarding did: the devices now due back, the licence seats freed and how many sessions ended. */
export interface Leaving {
  readonly person: ManagedPerson;
  readonly pendingReturn: readonly string[];
  readonly freedSeats: readonly string[];
  readonly endedSessions: number;
  /** The Recover campaign proposed for their devices, when asked for and they held any. */
  readonly recoverCampaignId: string | null;
}

export type PeopleQuery = ListRequest & { readonly offboarded?: boolean };

export interface PeopleGateway {
  list(query: PeopleQuery): Promise<ListPage<ManagedPerson>>;
  get(id: string): Promise<ManagedPersonDetails>;
  /** The person's steps across the apps: orders, tickets, devices handed and returned, campaigns. */
  story(id: string): Promise<LifeStory>;
  /** What the other apps know of them (tickets, orders, wallet, credits, campaigns), each line linked to its app. */
  summary(id: string): Promise<{ readonly lines: readonly PersonSummaryLine[] }>;
  create(person: { name: string; email: string }): Promise<ManagedPersonDetails>;
  rename(id: string, request: { name: string; version: number }): Promise<ManagedPersonDetails>;
  /**
   * Their deployed devices become pending return, their seats are freed and their sessions end, and with `recover` a
   * Recover campaign is proposed for their devices; the answer says which.
   */
  offboard(id: string, request: { readonly version: number; readonly recover: boolean }): Promise<Leaving>;
}

export const PEOPLE_GATEWAY = Symbol.for('PeopleGateway');
