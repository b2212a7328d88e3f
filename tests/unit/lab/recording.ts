import { createActor, type EventObject } from 'xstate';
import { TRACE_STORAGE_KEY, SessionStorageTraceRecorder, type TraceRecorderOptions } from '../../../src/adapters/recording/session-storage-trace-recorder';
import type { MachineTrace, TraceFile } from '../../../src/application/lab/trace';
import { guardMachine, type GuardEvent } from '../../../src/application/navigation/guard-machine';
import type { Session } from '../../../src/domain/session/session';

/** Session storage as a map, with a switch to make every write fail as a full storage does. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    full: false,
    getItem: (key: string) => items.get(key) ?? null,
    setItem(key: string, value: string) {
      if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(key, value);
    },
  };
}

export function storedFile(storage: ReturnType<typeof memoryStorage>): TraceFile {
  return JSON.parse(storage.getItem(TRACE_STORAGE_KEY)!) as TraceFile;
}

export function traceOf(file: TraceFile, machineId: string): MachineTrace {
  const trace = file.traces.find((candidate) => candidate.machineId === machineId);
  if (!trace) throw new Error(`no ${machineId} trace in the file`);
  return trace;
}

/** A live guard actor, as the portal runs it (with its effects provided), recorded while it takes the events. */
export function recordGuard(session: Session, events: readonly GuardEvent[], options: TraceRecorderOptions = {}) {
  const storage = memoryStorage();
  const recorder = new SessionStorageTraceRecorder(storage, { portalVersion: '9.9.9', ...options });
  const input = { session };
  const effects: string[] = [];
  const machine = guardMachine.provide({
    actions: { commitHistory: (_, { url, change }) => effects.push(`${change} ${url}`), scrollToTop: () => {} },
  });
  const actor = createActor(machine, { input, inspect: recorder.inspector('guard', input) }).start();
  for (const event of events) actor.send(event);
  return { storage, recorder, actor, effects };
}

export const navigate = (url: string, mode: 'arrive' | 'push' = 'arrive'): GuardEvent => ({ type: 'NAVIGATE', url, mode });

export const typesOf = (events: readonly EventObject[]) => events.map((event) => event.type);
