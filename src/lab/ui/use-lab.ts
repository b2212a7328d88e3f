import { useEffect, useMemo, useReducer } from 'react';
import type { LabMachine } from '../../application/lab/lab-machine';
import { replay } from '../../application/lab/replay';
import { startTimeline, timelineReducer } from '../model/timeline';

/** How long each event stays on screen while a timeline plays. */
const PLAY_INTERVAL_MS = 700;

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The lab's one piece of state, the timeline, and what follows from it: the machine and its snapshots. */
export function useLab(machines: readonly LabMachine[]) {
  const [timeline, dispatch] = useReducer(timelineReducer, machines[0]!, (first) =>
    startTimeline(first.machine.id, first.defaultInput),
  );
  const entry = machines.find((candidate) => candidate.machine.id === timeline.machineId) ?? machines[0]!;
  const { input, start, events, playing } = timeline;

  // Replayed once per timeline, so that the slider and the step buttons only pick a snapshot.
  const replayed = useMemo(() => {
    try {
      return { snapshots: replay(entry.machine, { input, start, events }), failure: null };
    } catch (error) {
      return { snapshots: [], failure: reasonOf(error) };
    }
  }, [entry, input, start, events]);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), PLAY_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing]);

  const snapshot = replayed.snapshots[timeline.position] ?? null;
  return { timeline, dispatch, entry, snapshot, failure: replayed.failure };
}
