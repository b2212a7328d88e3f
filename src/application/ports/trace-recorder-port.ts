import type { InspectionEvent } from 'xstate';

/**
 * Records what the portal's machines process, so that QA can replay a session in the Machine Lab. The
 * composition root passes an inspector to each actor it creates (the `inspect` option of createActor).
 */
export interface TraceRecorderPort {
  /** The inspection callback for one actor of `machineId`, started with `input`. */
  inspector(machineId: string, input: unknown): (event: InspectionEvent) => void;
  /** Every recorded trace as the JSON of a Machine Lab trace file. */
  exportTrace(): string;
  /** Hands the trace file to the person as a download. */
  download(): void;
}

export const TRACE_RECORDER = Symbol.for('TraceRecorderPort');
