import { randomUUID } from 'node:crypto';
import { ProblemTypes } from '../../../../contract/problem';
import type { CampaignKind } from '../../../../src/apps/campaigns/domain/campaign-kind';
import type { CampaignStatus } from '../../../../src/apps/campaigns/domain/campaign-status';
import { linkStateOf, PUBLIC_LINK_PATHS } from '../../../../src/apps/campaigns/domain/campaign-link';
import { ApiProblem, hashToken, notFound } from '../../../kernel';
import type { CampaignRepositories } from '../repositories/repositories';
import type { CampaignDeps } from './service-deps';
import type { CampaignLinkRow } from '../repositories/campaign-link-repository';
import type { CampaignRow } from '../repositories/campaign-repository';
import type { CampaignPersonRow } from '../repositories/campaign-person-repository';

const DAY_MS = 24 * 3600_000;

/** The person behind a link that still works, with their campaign. */
export interface OpenedLink {
  readonly link: CampaignLinkRow;
  readonly campaign: CampaignRow;
  readonly person: CampaignPersonRow;
}

/**
 * People's public links. A token is a signature of its link's id under a server key: 256 bits no one can guess or
 * forge, made again for each mail and each "copy link" without being stored, while the table keeps only its hash
 * to find the link by, and the key's id to make it again. Revoking or expiry ends a link; a new one is another row.
 */
export class CampaignLinks {
  constructor(private readonly deps: Pick<CampaignDeps, 'config' | 'keys' | 'now'>) {}

  /** Null once the link's key no longer signs (retired past its window, or a link older than the key store). */
  private tokenOf(link: Pick<CampaignLinkRow, 'id' | 'keyId'>): string | null {
    return link.keyId === null ? null : this.deps.keys.signAs(link.keyId, 'campaign-link', link.id);
  }

  /** The public page of the link, or null for a kind whose people have none. */
  urlOf(kind: CampaignKind, link: Pick<CampaignLinkRow, 'id' | 'keyId'>): string | null {
    const path = PUBLIC_LINK_PATHS[kind];
    const token = this.tokenOf(link);
    return path && token ? `${this.deps.config.publicUrl}${path}${token}` : null;
  }

  /** The person's link that still works, else a new one. */
  async current(repos: CampaignRepositories, campaign: CampaignRow, person: CampaignPersonRow): Promise<CampaignLinkRow> {
    const latest = (await repos.own.links.latestOf(campaign.organisationId, [person.id])).get(person.id);
    if (latest && linkStateOf(latest, this.deps.now()) === 'active' && this.tokenOf(latest) !== null) return latest;
    return this.issue(repos, campaign, person);
  }

  /** A new link; the person's earlier ones stop working. */
  async issue(repos: CampaignRepositories, campaign: CampaignRow, person: CampaignPersonRow): Promise<CampaignLinkRow> {
    const now = this.deps.now();
    await repos.own.links.revokeAll(campaign.organisationId, person.id, now);
    // The id is chosen here, so that the hash of the token made from it goes into the same insert.
    const link = { id: randomUUID(), keyId: this.deps.keys.current.id };
    return repos.own.links.insert({
      ...link,
      organisationId: campaign.organisationId,
      campaignId: campaign.id,
      personId: person.id,
      tokenHash: hashToken(this.tokenOf(link)!),
      expiresAt: new Date(now.getTime() + campaign.linkDays * DAY_MS),
      revokedAt: null,
      lastSentAt: null,
      openedAt: null,
    });
  }

  async revoke(repos: CampaignRepositories, person: CampaignPersonRow): Promise<void> {
    await repos.own.links.revokeAll(person.organisationId, person.id, this.deps.now());
  }

  /**
   * A campaign that ends takes its links with it. Cancelling ends every one: nothing more is asked of anyone. Closing
   * ends only the links never opened: a closed campaign takes no answers, so a first visit could only find a dead form
   * (the "link gone" page tells them to ask instead), while someone who did answer can still read what they booked or
   * confirmed. Reopening gives no link back; the admin resends, which issues a new one.
   */
  async endWith(repos: CampaignRepositories, campaign: Pick<CampaignRow, 'organisationId' | 'id'>, status: CampaignStatus): Promise<void> {
    if (status === 'cancelled') await repos.own.links.revokeCampaign(campaign.organisationId, campaign.id, this.deps.now(), 'all');
    if (status === 'closed') await repos.own.links.revokeCampaign(campaign.organisationId, campaign.id, this.deps.now(), 'unopened');
  }

  /**
   * The link behind a token, if it belongs to a campaign of this kind and still works. Unknown, another kind's and
   * withdrawn links answer alike, as if they never existed: a withdrawn link is one that was replaced or whose campaign
   * ended, and telling it apart would tell that it once opened something. An expired one answers 410, so the page can
   * say to ask for a new one.
   */
  async open(repos: CampaignRepositories, kind: CampaignKind, token: string): Promise<OpenedLink> {
    const link = await repos.own.links.findByHash(hashToken(token));
    const campaign = link && (await repos.own.campaigns.find(link.organisationId, link.campaignId));
    const person = link && campaign?.kind === kind ? await repos.own.people.find(link.organisationId, link.campaignId, link.personId) : undefined;
    const state = link && linkStateOf(link, this.deps.now());
    if (!link || !campaign || !person || state === 'revoked') throw notFound('link');
    if (state === 'expired') {
      throw new ApiProblem(410, ProblemTypes.linkGone, 'This link no longer works', 'The link has expired; ask for a new one.', undefined, {}, { code: 'link-expired', params: {} });
    }
    await repos.own.links.markOpened(link.id, this.deps.now());
    return { link, campaign, person };
  }
}
