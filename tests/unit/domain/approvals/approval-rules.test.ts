import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  approvalProgress,
  voteProblem,
  type ApprovalDecision,
  type ApprovalStepRule,
  type ApprovalVote,
} from '../../../../src/domain/approvals/approval-rules';

let clock = 0;
const vote = (approverId: string, decision: ApprovalDecision, reason: string | null = decision === 'refused' ? 'Too dear' : null): ApprovalVote => ({
  approverId,
  decision,
  reason,
  at: new Date(Date.UTC(2026, 10, 23) + ++clock * 60_000),
});

const step = (requiredSharePercent: number, approverIds = ['ann', 'ben', 'cem', 'dia'], order = 1): ApprovalStepRule => ({
  order,
  approverIds,
  requiredSharePercent,
});

/** A request of one step is decided as that step is. */
const stepOutcome = (rule: ApprovalStepRule, votes: readonly ApprovalVote[]) => approvalProgress([rule], new Map([[rule.order, votes]])).state;

describe('the outcome of one approval step', () => {
  it('is pending without votes', () => {
    expect(stepOutcome(step(50), [])).toBe('pending');
  });

  it('is accepted when the accepted share reaches the threshold', () => {
    expect(stepOutcome(step(50), [vote('ann', 'accepted')])).toBe('pending');
    expect(stepOutcome(step(50), [vote('ann', 'accepted'), vote('ben', 'accepted')])).toBe('accepted');
  });

  it('is refused once the threshold is out of reach', () => {
    expect(stepOutcome(step(50), [vote('ann', 'refused'), vote('ben', 'refused')])).toBe('pending');
    expect(stepOutcome(step(50), [vote('ann', 'refused'), vote('ben', 'refused'), vote('cem', 'refused')])).toBe('refused');
  });

  it('rounds the approvers needed up: 50 % of 3 takes 2', () => {
    const three = step(50, ['ann', 'ben', 'cem']);
    expect(stepOutcome(three, [vote('ann', 'accepted')])).toBe('pending');
    expect(stepOutcome(three, [vote('ann', 'accepted'), vote('ben', 'refused'), vote('cem', 'refused')])).toBe('refused');
  });

  it('needs everyone at 100 %, so one refusal refuses', () => {
    expect(stepOutcome(step(100), [vote('ann', 'accepted'), vote('ben', 'accepted'), vote('cem', 'accepted')])).toBe('pending');
    expect(stepOutcome(step(100), [vote('ann', 'accepted'), vote('ben', 'refused')])).toBe('refused');
  });

  it.each(['accepted', 'refused'] as const)('lets the first decision decide at 0 %%: %s', (decision) => {
    expect(stepOutcome(step(0), [vote('cem', decision), vote('ann', decision === 'accepted' ? 'refused' : 'accepted')])).toBe(decision);
  });

  it('ignores votes by outsiders and second votes by the same person', () => {
    expect(stepOutcome(step(50), [vote('zoe', 'accepted'), vote('ann', 'accepted'), vote('ann', 'accepted')])).toBe('pending');
  });

  it('takes each person’s earliest vote even when the list is not in time order', () => {
    const first = vote('ann', 'refused');
    const second = vote('ann', 'accepted');
    expect(stepOutcome(step(0), [second, first])).toBe('refused');
  });

  it('stays pending when the step resolved to nobody', () => {
    expect(stepOutcome(step(0, []), [vote('ann', 'accepted')])).toBe('pending');
  });
});

describe('the progress of an approval', () => {
  const manager = step(100, ['mia'], 1);
  const finance = step(50, ['fay', 'fin'], 2);

  it('is accepted without steps', () => {
    expect(approvalProgress([], new Map())).toEqual({ state: 'accepted', currentStep: null, steps: [] });
  });

  it('waits on the lowest undecided step and does not look at later ones', () => {
    const progress = approvalProgress([finance, manager], new Map([[2, [vote('fay', 'accepted')]]]));
    expect(progress).toEqual({
      state: 'pending',
      currentStep: 1,
      steps: [
        { order: 1, outcome: 'pending' },
        { order: 2, outcome: 'pending' },
      ],
    });
  });

  it('moves to the next step once one is accepted, and is accepted when all are', () => {
    const afterManager = approvalProgress([manager, finance], new Map([[1, [vote('mia', 'accepted')]]]));
    expect(afterManager.state).toBe('pending');
    expect(afterManager.currentStep).toBe(2);
    const done = approvalProgress([manager, finance], new Map([[1, [vote('mia', 'accepted')]], [2, [vote('fin', 'accepted')]]]));
    expect(done).toMatchObject({ state: 'accepted', currentStep: null });
  });

  it('is refused by any refused step', () => {
    const progress = approvalProgress([manager, finance], new Map([[1, [vote('mia', 'refused')]]]));
    expect(progress).toEqual({
      state: 'refused',
      currentStep: null,
      steps: [
        { order: 1, outcome: 'refused' },
        { order: 2, outcome: 'pending' },
      ],
    });
  });
});

describe('the problem with a vote', () => {
  const open = step(100, ['ann', 'ben']);

  it.each([
    ['an outsider', [], { approverId: 'zoe', decision: 'accepted', reason: null }, 'not-an-approver'],
    ['a second vote', [vote('ann', 'accepted')], { approverId: 'ann', decision: 'accepted', reason: null }, 'already-voted'],
    ['a decided step', [vote('ann', 'refused')], { approverId: 'ben', decision: 'accepted', reason: null }, 'step-decided'],
    ['a refusal without reason', [], { approverId: 'ann', decision: 'refused', reason: '  ' }, 'reason-required'],
    ['a refusal with a reason', [], { approverId: 'ann', decision: 'refused', reason: 'No budget' }, null],
    ['an acceptance', [], { approverId: 'ann', decision: 'accepted', reason: null }, null],
  ] as const)('%s', (_case, votes, cast, problem) => {
    expect(voteProblem(open, votes, cast)).toBe(problem);
  });
});

describe('approval properties', () => {
  const approverIds = ['a', 'b', 'c', 'd', 'e', 'f'];
  /** A step of 1 to 6 approvers and a run of votes in time order, some by outsiders or repeated. */
  const scenario = fc
    .record({
      size: fc.integer({ min: 1, max: 6 }),
      share: fc.integer({ min: 0, max: 100 }),
      casts: fc.array(fc.record({ who: fc.integer({ min: 0, max: 7 }), accepts: fc.boolean() }), { maxLength: 12 }),
    })
    .map(({ size, share, casts }) => ({
      step: step(share, approverIds.slice(0, size)),
      votes: casts.map(({ who, accepts }, index) => ({
        approverId: approverIds[who] ?? `outsider-${who}`,
        decision: accepts ? ('accepted' as const) : ('refused' as const),
        reason: accepts ? null : 'No',
        at: new Date(index * 60_000),
      })),
    }));

  /** Every approver who has not voted yet votes the same way. */
  const completed = (rule: ApprovalStepRule, votes: ApprovalVote[], decision: ApprovalDecision) => [
    ...votes,
    ...rule.approverIds.map((approverId, index) => ({ approverId, decision, reason: 'x', at: new Date(1e9 + index) })),
  ];

  it('never leaves a decision once made as votes are added', () => {
    fc.assert(
      fc.property(scenario, ({ step: rule, votes }) => {
        let decided: string | null = null;
        for (let count = 0; count <= votes.length; count++) {
          const outcome = stepOutcome(rule, votes.slice(0, count));
          if (decided) expect(outcome).toBe(decided);
          else if (outcome !== 'pending') decided = outcome;
        }
      }),
    );
  });

  it('never lets both acceptance and refusal be reachable', () => {
    fc.assert(
      fc.property(scenario, ({ step: rule, votes }) => {
        const now = stepOutcome(rule, votes);
        const ifAllAccept = stepOutcome(rule, completed(rule, votes, 'accepted'));
        const ifAllRefuse = stepOutcome(rule, completed(rule, votes, 'refused'));
        if (now === 'pending') expect([ifAllAccept, ifAllRefuse]).toEqual(['accepted', 'refused']);
        else expect([ifAllAccept, ifAllRefuse]).toEqual([now, now]);
      }),
    );
  });

  it('refuses on any refusal at 100 %', () => {
    fc.assert(
      fc.property(scenario, ({ step: rule, votes }) => {
        const all = { ...rule, requiredSharePercent: 100 };
        const refusedByApprover = votes.some(
          (cast, index) =>
            cast.decision === 'refused' &&
            rule.approverIds.includes(cast.approverId) &&
            !votes.slice(0, index).some((earlier) => earlier.approverId === cast.approverId),
        );
        if (refusedByApprover) expect(stepOutcome(all, votes)).toBe('refused');
      }),
    );
  });

  it('lets the first approver’s vote decide at 0 %', () => {
    fc.assert(
      fc.property(scenario, ({ step: rule, votes }) => {
        const first = votes.find((cast) => rule.approverIds.includes(cast.approverId));
        expect(stepOutcome({ ...rule, requiredSharePercent: 0 }, votes)).toBe(first?.decision ?? 'pending');
      }),
    );
  });

  it('never accepts at a higher threshold where a lower one refuses (above 0 %)', () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 100 }), ({ step: rule, votes }, x, y) => {
        const lower = stepOutcome({ ...rule, requiredSharePercent: Math.min(x, y) }, votes);
        const higher = stepOutcome({ ...rule, requiredSharePercent: Math.max(x, y) }, votes);
        expect(lower === 'refused' && higher === 'accepted').toBe(false);
      }),
    );
  });

  it('is not monotonic from 0 %, where the first vote decides alone', () => {
    const rule = step(0, ['a', 'b', 'c']);
    const votes = [vote('a', 'refused'), vote('b', 'accepted'), vote('c', 'accepted')];
    expect(stepOutcome(rule, votes)).toBe('refused');
    expect(stepOutcome({ ...rule, requiredSharePercent: 50 }, votes)).toBe('accepted');
  });
});
