import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { LabMachine } from './lab-machine';

/** The shortest way from the machine's start to one of its states. */
export interface Scenario {
  readonly key: string;
  readonly events: readonly EventObject[];
  /**
   * A snapshot with the scenario's key. The traversal keeps one snapshot per key, so the events reach a
   * state with this key (and value), though its context may differ in what the key leaves out.
   */
  readonly state: AnyMachineSnapshot;
}

/** The shortest path to every state (as the machine's scenario key tells states apart), shortest first. */
export function scenariosOf(entry: LabMachine, input: unknown): Scenario[] {
  const paths = getShortestPaths(entry.machine, {
    input,
    events: (snapshot) => entry.eventSamples(snapshot),
    serializeState: (snapshot) => entry.scenarioKey(snapshot),
  });
  return paths
    .map((path) => ({
      key: entry.scenarioKey(path.state),
      // The first step of every path is the machine's own init event, which replay does not send.
      events: path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init'),
      state: path.state,
    }))
    .sort((a, b) => a.events.length - b.events.length || a.key.localeCompare(b.key));
}
