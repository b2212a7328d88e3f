import type { ComponentType } from 'react';
import type { CampaignDetail, CampaignDevice, CampaignPerson } from '../../application/ports/campaign-views';

/** What the wizard's and the update form's kind step is given: the kind's rules as edited so far. */
export interface RulesStepProps {
  readonly value: unknown;
  readonly onChange: (value: unknown) => void;
  /** The server's message for a field under `rules` (`rules.basePrices`), if any. */
  readonly fieldError: (path: string) => string | undefined;
}

/** What a kind adds to the details page for one person: its facts (a price, a grade) and its actions. */
export interface PersonSlotProps {
  readonly campaign: CampaignDetail;
  readonly person: CampaignPerson;
}

/**
 * A kind's parts of the campaign pattern's screens. Every part is optional: a kind without a rules step has none in
 * its wizard, one without person actions shows only the pattern's (its link). Registered in campaign-kinds.ts.
 */
export interface CampaignKindUi {
  /** The catalogue its parts speak, loaded with every screen of the kind (campaign-frame.tsx says why). */
  readonly namespace?: string;
  /** The wizard's and the update form's step for the kind's rules (prices, factors). */
  readonly RulesStep?: ComponentType<RulesStepProps>;
  /** The rules a new campaign starts with. */
  readonly defaultRules?: unknown;
  /** Whether the wizard picks, per person, the devices the campaign is about. */
  readonly picksDevices: boolean;
  /** Facts the people table shows in a column of its own. */
  readonly PersonFacts?: ComponentType<PersonSlotProps>;
  /**
   * The menu of one person's row with the kind's actions added (Recover: send now, cancel...); without it the row's
   * menu holds the pattern's link actions alone. Each renders the pattern's PersonActionMenu with its own actions.
   */
  readonly PersonActions?: ComponentType<PersonSlotProps>;
  /** The kind's next step for one device, in the person's devices drawer (Recover: record its receipt, its processing). */
  readonly DeviceActions?: ComponentType<PersonSlotProps & { readonly device: CampaignDevice }>;
  /** A panel of its own on the details page (Loop: the credit report). */
  readonly DetailsPanel?: ComponentType<{ readonly campaign: CampaignDetail }>;
}
