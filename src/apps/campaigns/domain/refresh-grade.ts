import type { ConditionAnswers } from './refresh-condition';
import { isLockedOrDead } from './refresh-condition';

/** A is as new, D is for parts; the grade picks the price factor. */
export const GRADES = ['A', 'B', 'C', 'D'] as const;
export type Grade = (typeof GRADES)[number];

/** The best grade each answer still allows; answers that say nothing about wear allow A. */
const CEILINGS: { readonly [Q in keyof ConditionAnswers]?: Readonly<Record<ConditionAnswers[Q], Grade>> } = {
  screen: { flawless: 'A', 'light-scratches': 'B', 'deep-scratches': 'C', cracked: 'D' },
  body: { 'like-new': 'A', 'light-wear': 'B', dents: 'C', broken: 'D' },
  battery: { good: 'A', fair: 'B', poor: 'C' },
  keyboardPorts: { 'all-work': 'A', 'some-faulty': 'C' },
  accessories: { 'charger-and-box': 'A', charger: 'A', none: 'B' },
};

const worse = (a: Grade, b: Grade): Grade => (GRADES.indexOf(a) >= GRADES.indexOf(b) ? a : b);

/**
 * The device's grade is the worst any answer allows: one cracked screen makes a D, however good the rest.
 * A locked or dead device is always D (the campaign's rule then decides whether D still has a price).
 */
export function gradeOf(answers: ConditionAnswers): Grade {
  if (isLockedOrDead(answers)) return 'D';
  let grade: Grade = 'A';
  for (const question of Object.keys(CEILINGS) as (keyof typeof CEILINGS)[]) {
    const ceiling = (CEILINGS[question] as Readonly<Record<string, Grade>>)[answers[question]];
    if (ceiling) grade = worse(grade, ceiling);
  }
  return grade;
}
