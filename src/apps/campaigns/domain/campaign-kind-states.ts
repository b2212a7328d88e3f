import type { CampaignKind } from './campaign-kind';
import { RECOVER_STATES, recoverMoveTarget } from './recover-state';
import { REFRESH_BUY_PERSON_STATES } from './refresh-offer';

/**
 * Each kind's own progress of a person, as the pattern needs it: the states in order (the details page's filter and
 * progress bar), where a person starts and where they are done. A kind registers its line in each map.
 */
interface KindStates {
  readonly states: readonly string[];
  readonly initial: string;
  /** Where the invitation moves a person who is still `initial`. */
  readonly invited: string;
  /** States of someone who has not answered: the reminders, the admin's alert and the automatic failure apply. */
  readonly silent: readonly string[];
  /** Where the automatic failure moves a silent person. */
  readonly failed: string;
  readonly ended: readonly string[];
}

export const KIND_STATES: Readonly<Record<CampaignKind, KindStates>> = {
  recover: {
    states: RECOVER_STATES,
    initial: 'requested',
    invited: recoverMoveTarget('send'),
    silent: ['requested', 'awaiting-employee'],
    failed: recoverMoveTarget('no-response'),
    ended: ['processed', 'failed', 'cancelled'],
  },
  'refresh-buy': { states: REFRESH_BUY_PERSON_STATES, initial: 'invited', invited: 'invited', silent: ['invited'], failed: 'no-response', ended: ['accepted', 'declined', 'no-response'] },
  'refresh-go': { states: ['invited', 'started'], initial: 'invited', invited: 'invited', silent: [], failed: 'invited', ended: ['started'] },
  loop: { states: ['invited'], initial: 'invited', invited: 'invited', silent: [], failed: 'invited', ended: [] },
};
