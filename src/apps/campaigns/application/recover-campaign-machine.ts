import { assign, setup } from 'xstate';
import {
  processDevice,
  receiveDevice,
  RECOVER_MOVES,
  RECOVER_STATES,
  recoverMovesFrom,
  recoverMoveTarget,
  type DeviceOutcome,
  type Disposition,
  type RecoverDevice,
  type RecoverMove,
  type RecoverState,
} from '../domain/recover-state';

/** Each move of the domain as the machine's event: `book-pickup` is BOOK_PICKUP. */
const recoverMoveEvent = (move: RecoverMove) => move.toUpperCase().replace(/-/g, '_') as RecoverMoveEvent['type'];

type RecoverMoveEvent = {
  readonly type: 'SEND' | 'CONFIRM' | 'SHIP_KIT' | 'BOOK_PICKUP' | 'ALREADY_RETURNED' | 'PICK_UP' | 'NO_RESPONSE' | 'RESTART' | 'CANCEL';
};

export type RecoverCampaignEvent =
  | RecoverMoveEvent
  | { readonly type: 'RECEIVE_DEVICE'; readonly deviceId: string; readonly outcome: DeviceOutcome }
  | { readonly type: 'PROCESS_DEVICE'; readonly deviceId: string; readonly disposition: Disposition };

interface RecoverCampaignContext {
  readonly devices: readonly RecoverDevice[];
}

export interface RecoverCampaignInput {
  /** The devices the person returns, by id; none has an outcome yet. */
  readonly deviceIds: readonly string[];
}

type DeviceEvent = Extract<RecoverCampaignEvent, { deviceId: string }>;

/** The domain's answer to a device event in a state, which the guards and the action both read. */
function deviceDecision(from: RecoverState, devices: readonly RecoverDevice[], event: DeviceEvent) {
  return event.type === 'RECEIVE_DEVICE'
    ? receiveDevice(from, devices, event.deviceId, event.outcome)
    : processDevice(from, devices, event.deviceId, event.disposition);
}

/** Where a device event leads from `from`: its settled state, or nowhere when the domain refuses it. */
function deviceTarget(from: RecoverState, context: RecoverCampaignContext, event: RecoverCampaignEvent): RecoverState | null {
  if (event.type !== 'RECEIVE_DEVICE' && event.type !== 'PROCESS_DEVICE') return null;
  const decision = deviceDecision(from, context.devices, event);
  return decision.ok ? decision.value.state : null;
}

/** States in which a device event may be accepted: the same probe the domain answers for a fresh device. */
const probe: RecoverDevice = { id: 'probe', outcome: null, disposition: null };
const takesReceipts = (state: RecoverState) => receiveDevice(state, [probe], 'probe', 'returned').ok;
const ENDED: readonly RecoverState[] = ['processed', 'cancelled'];

/** Each device event's transitions from one state: one per state it may settle in, each guarded by the domain. */
function deviceTransitions(from: RecoverState) {
  const targets = RECOVER_STATES.filter((to) => to === from || to === 'received' || to === 'processed');
  return targets.map((to) => ({
    guard: { type: 'settlesIn' as const, params: { from, to } },
    ...(to !== from && { target: to }),
    actions: { type: 'recordDevice' as const, params: { from } },
  }));
}

function stateConfig(state: RecoverState) {
  const moves = Object.fromEntries(recoverMovesFrom(state).map((move) => [recoverMoveEvent(move), { target: recoverMoveTarget(move) }]));
  const receipts = takesReceipts(state) ? { RECEIVE_DEVICE: deviceTransitions(state) } : {};
  const processing = state === 'received' ? { PROCESS_DEVICE: deviceTransitions(state) } : {};
  return ENDED.includes(state) ? { type: 'final' as const } : { on: { ...moves, ...receipts, ...processing } };
}

/**
 * One person's retrieval in a Recover campaign, built from the domain's rules (recover-state.ts), which the server
 * applies to every change: the moves of the table, and the device events, whose settled state (received once every
 * device has an outcome, processed once every device that came back was dealt with) the domain decides.
 */
export const recoverCampaignMachine = setup({
  types: { context: {} as RecoverCampaignContext, events: {} as RecoverCampaignEvent, input: {} as RecoverCampaignInput },
  guards: {
    settlesIn: ({ context, event }, params: { from: RecoverState; to: RecoverState }) => deviceTarget(params.from, context, event) === params.to,
  },
  actions: {
    recordDevice: assign(({ context, event }, params: { from: RecoverState }) => {
      if (event.type !== 'RECEIVE_DEVICE' && event.type !== 'PROCESS_DEVICE') return {};
      const decision = deviceDecision(params.from, context.devices, event);
      return decision.ok ? { devices: decision.value.devices } : {};
    }),
  },
}).createMachine({
  id: 'recover-campaign',
  context: ({ input }) => ({ devices: input.deviceIds.map((id) => ({ id, outcome: null, disposition: null })) }),
  initial: 'requested',
  states: Object.fromEntries(RECOVER_STATES.map((state) => [state, stateConfig(state)])),
});

export const RECOVER_MOVE_EVENTS: readonly RecoverMoveEvent[] = RECOVER_MOVES.map((move) => ({ type: recoverMoveEvent(move) }));
