import { assign, setup } from 'xstate';
import { ENDED_REPAIR_STATES, moveRepair, REPAIR_MOVES, REPAIR_STATES, type RepairApproval, type RepairMove, type RepairState } from '../domain/repair-state';

/** Each move of the domain as the machine's event: `await-parts` is AWAIT_PARTS. */
export const repairMoveEvent = (move: RepairMove) => ({ type: move.toUpperCase().replace(/-/g, '_') as RepairEvent['type'] });
const moveOf = (event: RepairEvent) => event.type.toLowerCase().replace(/_/g, '-') as RepairMove;

export interface RepairEvent {
  readonly type: 'APPROVE' | 'REFUSE' | 'AWAIT_PARTS' | 'ALLOCATE_PARTS' | 'START' | 'READY' | 'COMPLETE' | 'DECLINE';
}

interface RepairContext {
  readonly approval: RepairApproval;
}

/** Each event's transitions from one state: one per state the domain may send it to, each guarded by the domain. */
function transitionsFrom(from: RepairState) {
  return Object.fromEntries(
    REPAIR_MOVES.map((move) => [
      repairMoveEvent(move).type,
      REPAIR_STATES.map((to) => ({
        guard: { type: 'leadsTo' as const, params: { from, to } },
        ...(to !== from && { target: to }),
        actions: { type: 'record' as const, params: { from } },
      })),
    ]),
  );
}

/**
 * One device's repair, built from the domain's rules (repair-state.ts), which the server applies to every move: the
 * machine moves exactly where `moveRepair` says and stays put where it refuses.
 */
export const repairMachine = setup({
  types: { context: {} as RepairContext, events: {} as RepairEvent, input: {} as { readonly needsApproval: boolean } },
  guards: {
    leadsTo: ({ context, event }, params: { from: RepairState; to: RepairState }) => {
      const next = moveRepair({ state: params.from, approval: context.approval }, moveOf(event));
      return next.ok && next.value.state === params.to;
    },
  },
  actions: {
    record: assign(({ context, event }, params: { from: RepairState }) => {
      const next = moveRepair({ state: params.from, approval: context.approval }, moveOf(event));
      return next.ok ? { approval: next.value.approval } : {};
    }),
  },
}).createMachine({
  id: 'repair',
  context: ({ input }) => ({ approval: input.needsApproval ? 'pending' : 'none' }),
  initial: 'submitted',
  states: Object.fromEntries(
    REPAIR_STATES.map((state) => [state, ENDED_REPAIR_STATES.includes(state) ? { type: 'final' as const } : { on: transitionsFrom(state) }]),
  ),
});

export const REPAIR_EVENTS: readonly RepairEvent[] = REPAIR_MOVES.map(repairMoveEvent);
