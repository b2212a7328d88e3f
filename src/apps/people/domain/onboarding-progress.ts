/** A hire's way to their first day, step by step, as Onboard's list and the hire's page show it. */
export const ONBOARDING_STEPS = ['invited', 'accepted', 'kit-chosen', 'ordered', 'shipped', 'first-day'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** The accounts IT sets up for every hire, ticked by the manager or IT with who and when. */
export const CHECKLIST_ITEMS = ['email', 'sso', 'slack', 'laptop'] as const;
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];

export interface HireFacts {
  readonly acceptedAt: Date | null;
  readonly kitChosen: boolean;
  /** No kit offered: the kit steps are not the hire's. */
  readonly kitOffered: boolean;
  readonly orderedAt: Date | null;
  readonly shipped: boolean;
  readonly startDay: string | null;
}

/** The steps done, in order: a later step never shows done while an earlier one is not (a kit is shipped once ordered). */
export function stepsDone(facts: HireFacts, today: string): OnboardingStep[] {
  const done: Record<OnboardingStep, boolean> = {
    invited: true,
    accepted: facts.acceptedAt !== null,
    'kit-chosen': !facts.kitOffered || facts.kitChosen,
    ordered: !facts.kitOffered || facts.orderedAt !== null,
    shipped: !facts.kitOffered || facts.shipped,
    'first-day': facts.startDay !== null && facts.startDay <= today && facts.acceptedAt !== null,
  };
  const steps: OnboardingStep[] = [];
  for (const step of ONBOARDING_STEPS) {
    if (!done[step]) break;
    steps.push(step);
  }
  return steps;
}

/** The share of the way done, in whole percent, for the list's progress bar. */
export const progressPercent = (done: readonly OnboardingStep[]) => Math.round((done.length / ONBOARDING_STEPS.length) * 100);
