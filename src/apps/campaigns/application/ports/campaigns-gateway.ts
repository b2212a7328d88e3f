import type { DownloadedFile } from '../../../../application/ports/list-page';
import type { CampaignKind } from '../../domain/campaign-kind';
import type { CampaignAction } from '../../domain/campaign-status';
import type {
  CampaignChange,
  CampaignDetail,
  CampaignInput,
  CampaignListRequest,
  CampaignPage,
  CampaignPerson,
  CampaignPersonInput,
  CandidateQuery,
  Candidate,
  IssuedLink,
  PersonChange,
  PersonListRequest,
  PersonPage,
} from './campaign-views';

/** The campaign pattern's calls, the same for every kind: each goes through the routes of the kind it is given. */
export interface CampaignsGateway {
  candidates(kind: CampaignKind, query: CandidateQuery): Promise<{ readonly items: readonly Candidate[] }>;
  list(kind: CampaignKind, query: CampaignListRequest): Promise<CampaignPage>;
  create(kind: CampaignKind, input: CampaignInput): Promise<CampaignDetail>;
  get(kind: CampaignKind, id: string): Promise<CampaignDetail>;
  update(kind: CampaignKind, id: string, change: CampaignChange): Promise<CampaignDetail>;
  changeStatus(kind: CampaignKind, id: string, change: { readonly version: number; readonly action: CampaignAction }): Promise<CampaignDetail>;
  export(kind: CampaignKind, id: string): Promise<DownloadedFile>;
  people(kind: CampaignKind, id: string, query: PersonListRequest): Promise<PersonPage>;
  addPeople(kind: CampaignKind, id: string, people: readonly CampaignPersonInput[]): Promise<PersonPage>;
  person(kind: CampaignKind, id: string, personId: string): Promise<CampaignPerson>;
  updatePerson(kind: CampaignKind, id: string, personId: string, change: PersonChange): Promise<CampaignPerson>;
  issueLink(kind: CampaignKind, id: string, personId: string, send: boolean): Promise<IssuedLink>;
  revokeLink(kind: CampaignKind, id: string, personId: string): Promise<void>;
}

export const CAMPAIGNS_GATEWAY = Symbol.for('Campaigns.CampaignsGateway');
