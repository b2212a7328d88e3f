import { assign, setup } from 'xstate';
import type { ConditionAnswers } from '../domain/refresh-condition';
import { isLockedOrDead } from '../domain/refresh-condition';
import { gradeOf, type Grade } from '../domain/refresh-grade';
import type { ChargeMethod } from '../domain/refresh-offer';
import { priceOf, type AgeBand, type PricingRules } from '../domain/refresh-pricing';
import type { RefreshBuyRules } from '../domain/refresh-rules';

export interface RefreshBuyInput {
  readonly rules: RefreshBuyRules;
  readonly model: string;
  readonly ageBand: AgeBand;
}

interface RefreshBuyContext extends RefreshBuyInput {
  readonly grade: Grade | null;
  /** A locked or dead device, which the rules may price at zero whatever its grade's factor. */
  readonly lockedOrDead: boolean;
  /** Minor units; null while no rule prices the model and age. */
  readonly price: number | null;
  readonly chargeMethod: ChargeMethod | null;
}

export type RefreshBuyEvent =
  | { readonly type: 'OPEN_LINK' }
  | { readonly type: 'SUBMIT_ANSWERS'; readonly answers: ConditionAnswers }
  /** The admin added the missing row to the campaign's rules. */
  | { readonly type: 'RULES_CHANGED'; readonly rules: RefreshBuyRules }
  | { readonly type: 'ACCEPT'; readonly chargeMethod: ChargeMethod }
  | { readonly type: 'DECLINE' }
  /** The price's validity ran out (a job sends it; time stays outside the machine). */
  | { readonly type: 'PRICE_EXPIRED' }
  | { readonly type: 'LINK_EXPIRED' }
  | { readonly type: 'REVOKE' };

function priced(rules: PricingRules, context: RefreshBuyContext, grade: Grade, lockedOrDead: boolean) {
  const price = priceOf(rules, { model: context.model, ageBand: context.ageBand, grade, lockedOrDead });
  return { grade, lockedOrDead, price: price.kind === 'priced' ? price.amount : null };
}

/**
 * One person's way through a Refresh Buy campaign: the link is opened, the questionnaire grades the device, the
 * campaign's rules price it, and the person accepts (charged, the device leaves the fleet) or declines before the
 * price expires. Grading and pricing are the domain's; the server applies the same rules.
 */
export const refreshBuyCampaignMachine = setup({
  types: { context: {} as RefreshBuyContext, events: {} as RefreshBuyEvent, input: {} as RefreshBuyInput },
  actions: {
    grade: assign(({ context, event }) =>
      event.type === 'SUBMIT_ANSWERS' ? priced(context.rules, context, gradeOf(event.answers), isLockedOrDead(event.answers)) : {},
    ),
    reprice: assign(({ context, event }) =>
      event.type === 'RULES_CHANGED' && context.grade ? { rules: event.rules, ...priced(event.rules, context, context.grade, context.lockedOrDead) } : {},
    ),
    keepRules: assign(({ event }) => (event.type === 'RULES_CHANGED' ? { rules: event.rules } : {})),
    charge: assign(({ event }) => (event.type === 'ACCEPT' ? { chargeMethod: event.chargeMethod } : {})),
  },
  guards: {
    hasPrice: ({ context }) => context.price !== null,
    mayPayThisWay: ({ context, event }) => event.type === 'ACCEPT' && context.rules.chargeMethods.includes(event.chargeMethod),
  },
}).createMachine({
  id: 'refresh-buy-campaign',
  context: ({ input }) => ({ ...input, grade: null, lockedOrDead: false, price: null, chargeMethod: null }),
  initial: 'invited',
  // The admin may withdraw a person's link at any point before they decide.
  states: {
    // Until the device is graded, a change of rules only changes what the answers will be priced at.
    invited: { on: { OPEN_LINK: 'questionnaire', RULES_CHANGED: { actions: 'keepRules' }, LINK_EXPIRED: 'linkExpired', REVOKE: 'revoked' } },
    questionnaire: {
      on: {
        SUBMIT_ANSWERS: { target: 'graded', actions: 'grade' },
        RULES_CHANGED: { actions: 'keepRules' },
        LINK_EXPIRED: 'linkExpired',
        REVOKE: 'revoked',
      },
    },
    /** A transient step: priced when a rule fits, else waiting for the admin to add one. */
    graded: { always: [{ guard: 'hasPrice', target: 'priced' }, { target: 'awaitingRule' }] },
    awaitingRule: { on: { RULES_CHANGED: { target: 'graded', actions: 'reprice' }, LINK_EXPIRED: 'linkExpired', REVOKE: 'revoked' } },
    priced: {
      on: {
        ACCEPT: { guard: 'mayPayThisWay', target: 'accepted', actions: 'charge' },
        DECLINE: 'declined',
        PRICE_EXPIRED: 'priceExpired',
        REVOKE: 'revoked',
      },
    },
    /** Answering again prices the device anew, at today's rules. */
    priceExpired: {
      on: {
        SUBMIT_ANSWERS: { target: 'graded', actions: 'grade' },
        RULES_CHANGED: { actions: 'keepRules' },
        LINK_EXPIRED: 'linkExpired',
        REVOKE: 'revoked',
      },
    },
    accepted: { type: 'final' },
    declined: { type: 'final' },
    linkExpired: { type: 'final' },
    revoked: { type: 'final' },
  },
});
