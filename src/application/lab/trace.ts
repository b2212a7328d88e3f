import type { EventObject, StateValue } from 'xstate';

/** What a trace file says of itself, so that the lab can tell it from any other JSON. */
export const TRACE_FORMAT = 'machine-lab-trace';
export const TRACE_FORMAT_VERSION = 1;

/** A snapshot as plain data: enough to resume a machine (`machine.resolveState`) or compare a replay with. */
export interface SnapshotRecord {
  readonly value: StateValue;
  readonly context: unknown;
}

/** The events one actor processed, from its input, for a pure replay. */
export interface MachineTrace {
  readonly machineId: string;
  /** `machineVersion` of the machine that ran; the lab refuses a trace of another version. */
  readonly machineVersion: string;
  readonly portalVersion: string;
  /** When the actor started (ISO 8601). */
  readonly startedAt: string;
  readonly input: unknown;
  /**
   * Where the replay starts: null for the machine's initial state from `input`; the snapshot after the last
   * dropped event once the bounded buffer has dropped the oldest.
   */
  readonly start: SnapshotRecord | null;
  readonly droppedEvents: number;
  readonly events: readonly EventObject[];
  /** The live actor's last snapshot, which a faithful replay reaches. */
  readonly final: SnapshotRecord | null;
}

export interface TraceFile {
  readonly format: typeof TRACE_FORMAT;
  readonly formatVersion: typeof TRACE_FORMAT_VERSION;
  readonly traces: readonly MachineTrace[];
}
