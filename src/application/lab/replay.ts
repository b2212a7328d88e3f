import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import type { SnapshotRecord } from './trace';

/** Where a replay begins and the events it applies, whether they come from a trace, a path or stepping. */
export interface ReplaySource {
  readonly input: unknown;
  readonly start: SnapshotRecord | null;
  readonly events: readonly EventObject[];
}

function startSnapshot(machine: AnyStateMachine, source: Pick<ReplaySource, 'input' | 'start'>): AnyMachineSnapshot {
  if (source.start) return machine.resolveState({ value: source.start.value, context: source.start.context as never });
  return initialTransition(machine, source.input)[0];
}

/**
 * Every snapshot of the replay: the start, then one after each event. `initialTransition` and `transition`
 * only compute; the actions and actors they name are never run, so a replay has no side effects and gives
 * the same snapshots every time.
 */
export function replay(machine: AnyStateMachine, source: ReplaySource): AnyMachineSnapshot[] {
  const snapshots = [startSnapshot(machine, source)];
  for (const event of source.events) snapshots.push(transition(machine, snapshots.at(-1)!, event)[0]);
  return snapshots;
}

/** A snapshot as plain data, as a trace stores it; comparing two of these compares value and context. */
export function snapshotRecord(snapshot: Pick<AnyMachineSnapshot, 'value' | 'context'>): SnapshotRecord {
  return JSON.parse(JSON.stringify({ value: snapshot.value, context: snapshot.context })) as SnapshotRecord;
}

/** The event types the active states have transitions for; the machine's own `xstate.*` events are left out. */
export function acceptedEvents(snapshot: AnyMachineSnapshot): string[] {
  if (snapshot.status !== 'active') return [];
  const types = new Set(snapshot._nodes.flatMap((node) => node.ownEvents));
  return [...types].filter((type) => !type.startsWith('xstate.')).sort();
}
