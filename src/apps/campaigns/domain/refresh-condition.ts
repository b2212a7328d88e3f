/**
 * The condition questionnaire of a Refresh Buy diagnostic: what an employee says about the device they want to buy.
 * Each question's answers run from best to worst; the order is what grading reads.
 */
export const CONDITION_QUESTIONS = {
  powersOn: ['yes', 'no'],
  screen: ['flawless', 'light-scratches', 'deep-scratches', 'cracked'],
  body: ['like-new', 'light-wear', 'dents', 'broken'],
  battery: ['good', 'fair', 'poor'],
  keyboardPorts: ['all-work', 'some-faulty'],
  locked: ['no', 'yes'],
  accessories: ['charger-and-box', 'charger', 'none'],
} as const;

export type ConditionQuestion = keyof typeof CONDITION_QUESTIONS;

/** The questions in the order the diagnostic asks them. */
export const CONDITION_QUESTION_ORDER = Object.keys(CONDITION_QUESTIONS) as ConditionQuestion[];

export type ConditionAnswers = { readonly [Q in ConditionQuestion]: (typeof CONDITION_QUESTIONS)[Q][number] };

/** A device that does not start, or is bound to someone's account (activation lock), cannot be used by anyone else. */
export function isLockedOrDead(answers: Pick<ConditionAnswers, 'powersOn' | 'locked'>): boolean {
  return answers.powersOn === 'no' || answers.locked === 'yes';
}
