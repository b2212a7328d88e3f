import { allow, refuse, type Decision } from '../../../domain/rules/decision';

/**
 * Where one person's retrieval stands (Recover). Received and processed follow from their devices: the person is
 * received once every device has an outcome, processed once every device that came back has been dealt with.
 */
export const RECOVER_STATES = [
  'requested',
  'awaiting-employee',
  'confirmed',
  'kit-shipped',
  'pickup-booked',
  'in-transit',
  'received',
  'processed',
  'failed',
  'cancelled',
] as const;
export type RecoverState = (typeof RECOVER_STATES)[number];

/** The moves of the person's retrieval that do not depend on their devices. */
export const RECOVER_MOVES = [
  'send',
  'confirm',
  'ship-kit',
  'book-pickup',
  'already-returned',
  'pick-up',
  'no-response',
  'restart',
  'cancel',
] as const;
export type RecoverMove = (typeof RECOVER_MOVES)[number];

/** How a device ended: back whole, not back, or back without a part (charger, stylus). */
export const DEVICE_OUTCOMES = ['returned', 'partial', 'not-returned'] as const;
export type DeviceOutcome = (typeof DEVICE_OUTCOMES)[number];

/** What was done with a device that came back, once wiped and graded. */
export const DISPOSITIONS = ['restocked', 'recycled'] as const;
export type Disposition = (typeof DISPOSITIONS)[number];

export interface RecoverDevice {
  readonly id: string;
  readonly outcome: DeviceOutcome | null;
  readonly disposition: Disposition | null;
}

/** States in which the person has not yet handed anything over: the reminders run, and a receipt may still come in. */
const waiting: readonly RecoverState[] = ['requested', 'awaiting-employee', 'confirmed'];
/** States from which a device may arrive: anything before received, since parcels come whether or not the form was filled. */
const receivable: readonly RecoverState[] = [...waiting, 'kit-shipped', 'pickup-booked', 'in-transit'];
const ended: readonly RecoverState[] = ['processed', 'failed', 'cancelled'];

const moves: Readonly<Record<RecoverMove, { readonly from: readonly RecoverState[]; readonly to: RecoverState }>> = {
  send: { from: ['requested'], to: 'awaiting-employee' },
  confirm: { from: ['awaiting-employee'], to: 'confirmed' },
  'ship-kit': { from: ['confirmed'], to: 'kit-shipped' },
  'book-pickup': { from: ['awaiting-employee', 'confirmed', 'pickup-booked'], to: 'pickup-booked' },
  'already-returned': { from: ['awaiting-employee', 'confirmed', 'kit-shipped', 'pickup-booked'], to: 'in-transit' },
  'pick-up': { from: ['kit-shipped', 'pickup-booked'], to: 'in-transit' },
  'no-response': { from: ['requested', 'awaiting-employee', 'confirmed'], to: 'failed' },
  restart: { from: ['failed'], to: 'requested' },
  cancel: { from: RECOVER_STATES.filter((state) => !ended.includes(state) && state !== 'received'), to: 'cancelled' },
};

export function recoverMoveTarget(move: RecoverMove): RecoverState {
  return moves[move].to;
}

export function recoverMovesFrom(state: RecoverState): RecoverMove[] {
  return RECOVER_MOVES.filter((move) => moves[move].from.includes(state));
}

export function recoverMove(state: RecoverState, move: RecoverMove): Decision<RecoverState> {
  if (!moves[move].from.includes(state)) return refuse('recover-transition', `A retrieval that is ${state} cannot ${move}.`, { state, move });
  return allow(moves[move].to);
}

/** What the person answers on their help-with-return page: their details, a pickup, or that the device is back. */
const PAGE_MOVES: readonly RecoverMove[] = ['confirm', 'book-pickup', 'already-returned'];

/**
 * Whether the person's help-with-return page takes answers: while the campaign runs and one of the page's moves is
 * possible. Someone not yet invited counts as invited, since an admin's copied link may reach them first.
 */
export function returnPageIsOpen(campaignRuns: boolean, state: RecoverState): boolean {
  return campaignRuns && recoverMovesFrom(state === 'requested' ? 'awaiting-employee' : state).some((move) => PAGE_MOVES.includes(move));
}

/** A device's outcome is recorded once, while it may still arrive; the person is received once every device has one. */
export function receiveDevice(
  state: RecoverState,
  devices: readonly RecoverDevice[],
  deviceId: string,
  outcome: DeviceOutcome,
): Decision<{ state: RecoverState; devices: RecoverDevice[] }> {
  if (!receivable.includes(state)) return refuse('recover-not-receivable', `A retrieval that is ${state} takes no receipt.`, { state });
  const device = devices.find((each) => each.id === deviceId);
  if (!device) return refuse('recover-unknown-device', 'The device is not part of this retrieval.');
  if (device.outcome) return refuse('recover-already-received', 'The device was already received.');
  const next = devices.map((each) => (each.id === deviceId ? { ...each, outcome } : each));
  return allow({ state: next.every((each) => each.outcome) ? settledState(next) : state, devices: next });
}

/**
 * What an admin does next with one device: record its receipt while it may still arrive, process it once it came back,
 * or nothing (it did not come back, it was dealt with, or the retrieval ended without it).
 */
export function nextDeviceStep(state: RecoverState, device: RecoverDevice): 'receive' | 'process' | null {
  if (!device.outcome) return receivable.includes(state) ? 'receive' : null;
  return device.outcome !== 'not-returned' && !device.disposition ? 'process' : null;
}

/** A device that came back is wiped, graded and restocked or recycled; the person is processed when none is left. */
export function processDevice(
  state: RecoverState,
  devices: readonly RecoverDevice[],
  deviceId: string,
  disposition: Disposition,
): Decision<{ state: RecoverState; devices: RecoverDevice[] }> {
  const device = devices.find((each) => each.id === deviceId);
  if (!device) return refuse('recover-unknown-device', 'The device is not part of this retrieval.');
  if (device.outcome !== 'returned' && device.outcome !== 'partial') {
    return refuse('recover-not-received', 'Only a device that came back can be processed.');
  }
  if (device.disposition) return refuse('recover-already-processed', 'The device was already processed.');
  const next = devices.map((each) => (each.id === deviceId ? { ...each, disposition } : each));
  return allow({ state: settledState(next), devices: next });
}

/** Once every device has an outcome: processed when nothing that came back waits for processing, else received. */
function settledState(devices: readonly RecoverDevice[]): RecoverState {
  const pending = devices.some((each) => each.outcome !== 'not-returned' && !each.disposition);
  return pending ? 'received' : 'processed';
}

/** The person's outcome over all their devices, once they all have one. */
export function retrievalOutcome(devices: readonly RecoverDevice[]): DeviceOutcome | null {
  if (devices.length === 0 || devices.some((each) => !each.outcome)) return null;
  if (devices.every((each) => each.outcome === 'returned')) return 'returned';
  if (devices.every((each) => each.outcome === 'not-returned')) return 'not-returned';
  return 'partial';
}
