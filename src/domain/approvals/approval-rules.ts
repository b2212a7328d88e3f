export type ApprovalDecision = 'accepted' | 'refused';

export interface ApprovalVote {
  readonly approverId: string;
  readonly decision: ApprovalDecision;
  readonly reason: string | null;
  readonly at: Date;
}

export interface ApprovalStepRule {
  readonly order: number;
  /** The people the step's approvers (a group, a manager) resolved to when the step opened. */
  readonly approverIds: readonly string[];
  /** 0..100; 0 lets the first decision decide, 100 needs everyone to accept. */
  readonly requiredSharePercent: number;
}

type StepOutcome = 'pending' | 'accepted' | 'refused';

interface ApprovalProgress {
  readonly state: 'pending' | 'accepted' | 'refused';
  /** The order of the step awaiting votes; null once the request is decided. */
  readonly currentStep: number | null;
  readonly steps: readonly { order: number; outcome: StepOutcome }[];
}

export type VoteProblem = 'not-an-approver' | 'already-voted' | 'reason-required' | 'step-decided';

/** Each approver's first vote, in time order: a second vote or one by an outsider never counts. */
function countedVotes(step: ApprovalStepRule, votes: readonly ApprovalVote[]): ApprovalVote[] {
  const approvers = new Set(step.approverIds);
  const seen = new Set<string>();
  return [...votes]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .filter((vote) => {
      if (!approvers.has(vote.approverId) || seen.has(vote.approverId)) return false;
      seen.add(vote.approverId);
      return true;
    });
}

/**
 * Accepted once the accepted share of the approvers reaches the threshold, refused once the approvers who have not
 * voted could no longer lift it there. A step that resolved to nobody stays pending: approving by default would
 * let an emptied group wave requests through.
 */
function stepOutcome(step: ApprovalStepRule, votes: readonly ApprovalVote[]): StepOutcome {
  const approvers = new Set(step.approverIds).size;
  const counted = countedVotes(step, votes);
  if (approvers === 0) return 'pending';
  const share = Math.min(100, Math.max(0, step.requiredSharePercent));
  if (share === 0) return counted[0]?.decision ?? 'pending';
  // Whole votes: reaching 50 % of 3 approvers takes 2. The small tolerance absorbs float error in shares like 33.3.
  const needed = Math.ceil((share * approvers) / 100 - 1e-9);
  const accepted = counted.filter((vote) => vote.decision === 'accepted').length;
  if (accepted >= needed) return 'accepted';
  return accepted + (approvers - counted.length) < needed ? 'refused' : 'pending';
}

/**
 * Steps run in order of `order`: only the first undecided one is current, and votes on later steps are not looked
 * at before it is accepted. One refused step refuses the request; a request without steps is accepted.
 */
export function approvalProgress(steps: readonly ApprovalStepRule[], votesByStep: ReadonlyMap<number, readonly ApprovalVote[]>): ApprovalProgress {
  const ordered = [...steps].sort((a, b) => a.order - b.order);
  const outcomes: { order: number; outcome: StepOutcome }[] = [];
  let state: ApprovalProgress['state'] = 'accepted';
  let currentStep: number | null = null;
  for (const step of ordered) {
    const outcome: StepOutcome = state === 'accepted' ? stepOutcome(step, votesByStep.get(step.order) ?? []) : 'pending';
    outcomes.push({ order: step.order, outcome });
    if (state !== 'accepted' || outcome === 'accepted') continue;
    state = outcome;
    if (outcome === 'pending') currentStep = step.order;
  }
  return { state, currentStep, steps: outcomes };
}

/** Why a vote may not be cast on a step, or null when it may; the outcome functions ignore such votes anyway. */
export function voteProblem(
  step: ApprovalStepRule,
  votes: readonly ApprovalVote[],
  vote: { approverId: string; decision: ApprovalDecision; reason: string | null },
): VoteProblem | null {
  if (!step.approverIds.includes(vote.approverId)) return 'not-an-approver';
  if (countedVotes(step, votes).some((cast) => cast.approverId === vote.approverId)) return 'already-voted';
  if (stepOutcome(step, votes) !== 'pending') return 'step-decided';
  // The requester reads the reason; a refusal without one leaves them nothing to fix.
  if (vote.decision === 'refused' && !vote.reason?.trim()) return 'reason-required';
  return null;
}
