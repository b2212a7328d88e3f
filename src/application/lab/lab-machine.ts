import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';

/** A machine as the Machine Lab shows it: the definition, what to start it with and which events to try. */
export interface LabMachine<TMachine extends AnyStateMachine = AnyStateMachine> {
  readonly machine: TMachine;
  /** The input the lab starts the machine with until the person edits it. */
  readonly defaultInput: InputFrom<TMachine>;
  /**
   * Events worth sending in a snapshot: the payload offered for each event type when stepping, and the moves
   * xstate/graph tries when it looks for the shortest path to every state.
   */
  eventSamples(snapshot: SnapshotFrom<TMachine>): EventFromLogic<TMachine>[];
  /** Snapshots with the same key count as one state when the shortest paths are listed. */
  scenarioKey(snapshot: SnapshotFrom<TMachine>): string;
}

/** Forgets the machine's own types, so that machines of every kind share one registry. */
export function labMachine<TMachine extends AnyStateMachine>(entry: LabMachine<TMachine>): LabMachine {
  return entry as unknown as LabMachine;
}
