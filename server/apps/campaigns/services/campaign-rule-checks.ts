import { RefreshGoRules } from '../../../../contract/apps/campaigns/refresh-schemas';
import type { CampaignKind } from '../../../../src/apps/campaigns/domain/campaign-kind';
import { refuse } from '../../../../src/domain/rules/decision';
import { decided } from '../../../kernel';
import type { CampaignRepositories } from '../repositories/repositories';
import type { CampaignDeps } from './service-deps';

type RuleCheck = (deps: Pick<CampaignDeps, 'deviceKits'>, repos: CampaignRepositories, organisationId: string, rules: unknown) => Promise<void>;

/** Refresh Go offers only kits the Device Hub has and sells now. */
const offersKnownKits: RuleCheck = async (deps, repos, organisationId, rules) => {
  const { kitIds } = RefreshGoRules.parse(rules);
  const known = new Set((await deps.deviceKits.kits(repos, organisationId, kitIds)).map((kit) => kit.id));
  const unknown = kitIds.findIndex((id) => !known.has(id));
  if (unknown !== -1) decided(refuse('unknown-kit', 'Offer only active kits of the Device Hub.'), `rules.kitIds.${unknown}`);
};

/** The checks of a kind's rules that its schema cannot make alone, because they name the organisation's records. */
const RULE_CHECKS: Partial<Record<CampaignKind, RuleCheck>> = { 'refresh-go': offersKnownKits };

export function checkKindRules(deps: Pick<CampaignDeps, 'deviceKits'>, repos: CampaignRepositories, kind: CampaignKind, organisationId: string, rules: unknown): Promise<void> {
  return RULE_CHECKS[kind]?.(deps, repos, organisationId, rules) ?? Promise.resolve();
}
