import { labMachine } from '../../../application/lab/lab-machine';
import type { ConditionAnswers } from '../domain/refresh-condition';
import { basePriceOf } from '../domain/refresh-pricing';
import type { RefreshBuyRules } from '../domain/refresh-rules';
import { refreshBuyCampaignMachine, type RefreshBuyEvent, type RefreshBuyInput } from './refresh-buy-campaign-machine';

const asNew: ConditionAnswers = {
  powersOn: 'yes',
  screen: 'flawless',
  body: 'like-new',
  battery: 'good',
  keyboardPorts: 'all-work',
  locked: 'no',
  accessories: 'charger-and-box',
};

/** A MacBook Air two to three years old: 400.00 as new, B 80 %, C 50 %, D 20 %; locked or dead devices get nothing. */
const refreshBuySampleRules: RefreshBuyRules = {
  basePrices: [{ model: 'MacBook Air M1', ageBand: '2-3', amount: 40000 }],
  gradeFactors: { A: 10000, B: 8000, C: 5000, D: 2000 },
  roundingStep: 100,
  floor: 2500,
  lockedOrDead: 'zero',
  validityDays: 7,
  chargeMethods: ['payroll'],
};

export const refreshBuySampleInput: RefreshBuyInput = { rules: refreshBuySampleRules, model: 'MacBook Air M1', ageBand: '2-3' };

/**
 * A device as new, one with light scratches (B) and a locked one; a rule set that prices nothing, so the wait for a
 * rule is reachable, and the sample's own; both ways of paying (payroll is allowed, wallet is not); and every other step.
 */
export const refreshBuyEventSamples: readonly RefreshBuyEvent[] = [
  { type: 'OPEN_LINK' },
  { type: 'SUBMIT_ANSWERS', answers: asNew },
  { type: 'SUBMIT_ANSWERS', answers: { ...asNew, screen: 'light-scratches' } },
  { type: 'SUBMIT_ANSWERS', answers: { ...asNew, locked: 'yes' } },
  { type: 'RULES_CHANGED', rules: { ...refreshBuySampleRules, basePrices: [{ model: 'ThinkPad X1', ageBand: '0-1', amount: 90000 }] } },
  { type: 'RULES_CHANGED', rules: refreshBuySampleRules },
  { type: 'ACCEPT', chargeMethod: 'payroll' },
  { type: 'ACCEPT', chargeMethod: 'wallet' },
  { type: 'DECLINE' },
  { type: 'PRICE_EXPIRED' },
  { type: 'LINK_EXPIRED' },
  { type: 'REVOKE' },
];

export const refreshBuyCampaignLabMachine = labMachine({
  machine: refreshBuyCampaignMachine,
  defaultInput: refreshBuySampleInput,
  eventSamples: () => [...refreshBuyEventSamples],
  // Whether the rules price the device, and whether it has a price, tell the stories apart; grades and amounts do not.
  scenarioKey: ({ value, context }) =>
    JSON.stringify([value, basePriceOf(context.rules, context.model, context.ageBand) !== null, context.price !== null, context.chargeMethod]),
});
