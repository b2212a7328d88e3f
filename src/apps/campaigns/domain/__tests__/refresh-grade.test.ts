import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONDITION_QUESTIONS, type ConditionAnswers } from '../refresh-condition';
import { GRADES, gradeOf } from '../refresh-grade';

const asNew: ConditionAnswers = {
  powersOn: 'yes',
  screen: 'flawless',
  body: 'like-new',
  battery: 'good',
  keyboardPorts: 'all-work',
  locked: 'no',
  accessories: 'charger-and-box',
};

const anyAnswers = fc.record(
  Object.fromEntries(Object.entries(CONDITION_QUESTIONS).map(([question, options]) => [question, fc.constantFrom(...options)])),
) as fc.Arbitrary<ConditionAnswers>;

describe('grading a device from the questionnaire', () => {
  it('grades a device as new A', () => {
    expect(gradeOf(asNew)).toBe('A');
  });

  it('grades light wear B: light scratches, a fair battery, or no accessories', () => {
    expect(gradeOf({ ...asNew, screen: 'light-scratches' })).toBe('B');
    expect(gradeOf({ ...asNew, battery: 'fair' })).toBe('B');
    expect(gradeOf({ ...asNew, accessories: 'none' })).toBe('B');
  });

  it('grades visible damage or a faulty key or port C', () => {
    expect(gradeOf({ ...asNew, body: 'dents' })).toBe('C');
    expect(gradeOf({ ...asNew, keyboardPorts: 'some-faulty' })).toBe('C');
    expect(gradeOf({ ...asNew, battery: 'poor' })).toBe('C');
  });

  it('grades a cracked screen or a broken body D', () => {
    expect(gradeOf({ ...asNew, screen: 'cracked' })).toBe('D');
    expect(gradeOf({ ...asNew, body: 'broken' })).toBe('D');
  });

  it('grades a locked or dead device D, whatever else is said', () => {
    fc.assert(
      fc.property(anyAnswers, (answers) => {
        expect(gradeOf({ ...answers, locked: 'yes' })).toBe('D');
        expect(gradeOf({ ...answers, powersOn: 'no' })).toBe('D');
      }),
    );
  });

  it('never grades a device better after one answer gets worse', () => {
    fc.assert(
      fc.property(anyAnswers, fc.constantFrom(...(Object.keys(CONDITION_QUESTIONS) as (keyof ConditionAnswers)[])), (answers, question) => {
        const options: readonly string[] = CONDITION_QUESTIONS[question];
        const worse = options[Math.min(options.indexOf(answers[question]) + 1, options.length - 1)];
        const after = gradeOf({ ...answers, [question]: worse } as ConditionAnswers);
        expect(GRADES.indexOf(after)).toBeGreaterThanOrEqual(GRADES.indexOf(gradeOf(answers)));
      }),
    );
  });
});
