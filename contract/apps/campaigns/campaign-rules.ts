import * as z from 'zod';
import type { CampaignKind } from '../../../src/apps/campaigns/domain/campaign-kind';
import { LoopRules } from './loop-schemas';
import { PricingRules, RefreshGoRules } from './refresh-schemas';

/** A kind without rules of its own keeps an empty object. */
const NoRules = z.strictObject({});

/**
 * Each kind's own part of a campaign (its `rules`: prices, factors...), checked on create and update. A kind
 * registers its schema here with one line; the wizard's step for it sends exactly this shape.
 */
export const CAMPAIGN_RULES: Readonly<Record<CampaignKind, z.ZodType>> = {
  recover: NoRules,
  'refresh-buy': PricingRules,
  'refresh-go': RefreshGoRules,
  loop: LoopRules,
};
