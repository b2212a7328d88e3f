import type { AnyStateMachine, EventObject, InspectionEvent } from 'xstate';
import { machineVersion } from '../../application/lab/machine-version';
import { snapshotRecord } from '../../application/lab/replay';
import {
  TRACE_FORMAT,
  TRACE_FORMAT_VERSION,
  type MachineTrace,
  type SnapshotRecord,
  type TraceFile,
} from '../../application/lab/trace';
import type { TraceRecorderPort } from '../../application/ports/trace-recorder-port';
import { downloadTextFile } from './download-text-file';
import { PORTAL_VERSION } from './portal-version';

export const TRACE_STORAGE_KEY = 'machineLabTrace';
const EVENTS_PER_MACHINE = 500;

export interface TraceRecorderOptions {
  readonly portalVersion?: string;
  /** How many of the latest events each machine's trace keeps. */
  readonly limit?: number;
  readonly now?: () => Date;
  readonly saveFile?: (fileName: string, text: string) => void;
}

interface Recording {
  trace: MachineTrace;
  /** The snapshot after each kept event, in memory only: the new start once its event is dropped. */
  after: (SnapshotRecord | null)[];
}

function isMachine(logic: unknown): logic is AnyStateMachine {
  return typeof logic === 'object' && logic !== null && 'root' in logic && 'getStateNodeById' in logic;
}

/** The inspected actor runs the machine as the portal provided it; its structure is the original's. */
function versionOf(actorRef: object): string {
  const { logic } = actorRef as { logic?: unknown };
  return isMachine(logic) ? machineVersion(logic) : 'unknown';
}

/** A context that cannot be written as JSON (a cycle, say) is not kept; the events still are. */
function recordOf(snapshot: unknown): SnapshotRecord | null {
  try {
    return snapshotRecord(snapshot as SnapshotRecord);
  } catch {
    return null;
  }
}

function storedTraces(storage: Pick<Storage, 'getItem'>): MachineTrace[] {
  try {
    const file = JSON.parse(storage.getItem(TRACE_STORAGE_KEY) ?? 'null') as Partial<TraceFile> | null;
    return file?.format === TRACE_FORMAT && Array.isArray(file.traces) ? [...file.traces] : [];
  } catch {
    return [];
  }
}

/**
 * Keeps, per machine, the events its latest actor processed, in session storage so that the trace outlives
 * a reload of the tab. Events are taken from the root actor's snapshot inspections, which pair each
 * event the actor processed (its own and those its children sent back to it) with the snapshot it led
 * to; events of child actors and events an already stopped actor refused are left out.
 */
export class SessionStorageTraceRecorder implements TraceRecorderPort {
  private readonly recordings = new Map<string, Recording>();
  private readonly portalVersion: string;
  private readonly limit: number;
  private readonly now: () => Date;
  private readonly saveFile: (fileName: string, text: string) => void;

  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem'>,
    options: TraceRecorderOptions = {},
  ) {
    this.portalVersion = options.portalVersion ?? PORTAL_VERSION;
    this.limit = options.limit ?? EVENTS_PER_MACHINE;
    this.now = options.now ?? (() => new Date());
    this.saveFile = options.saveFile ?? downloadTextFile;
    for (const trace of storedTraces(storage)) {
      this.recordings.set(trace.machineId, { trace, after: [] });
    }
  }

  inspector(machineId: string, input: unknown): (event: InspectionEvent) => void {
    return (inspection) => {
      try {
        this.inspect(machineId, input, inspection);
      } catch {
        // Recording is a diagnostic aid: whatever goes wrong in it must never disturb the actor.
      }
    };
  }

  exportTrace(): string {
    return JSON.stringify(this.traceFile(), null, 2);
  }

  download(): void {
    const stamp = this.now().toISOString().replace(/[:.]/g, '-');
    this.saveFile(`machine-trace-${stamp}.json`, this.exportTrace());
  }

  private inspect(machineId: string, input: unknown, inspection: InspectionEvent): void {
    if (inspection.type !== '@xstate.snapshot' || inspection.actorRef.sessionId !== inspection.rootId) return;
    const { event, snapshot, actorRef } = inspection;
    if (event.type === 'xstate.init') {
      this.begin(machineId, input, actorRef, recordOf(snapshot));
    } else if (event.type !== 'xstate.stop') {
      this.append(machineId, event, recordOf(snapshot));
    }
    this.save();
  }

  private begin(machineId: string, input: unknown, actorRef: object, initial: SnapshotRecord | null): void {
    const trace: MachineTrace = {
      machineId,
      machineVersion: versionOf(actorRef),
      portalVersion: this.portalVersion,
      startedAt: this.now().toISOString(),
      input,
      start: null,
      droppedEvents: 0,
      events: [],
      final: initial,
    };
    this.recordings.set(machineId, { trace, after: [] });
  }

  private append(machineId: string, event: EventObject, after: SnapshotRecord | null): void {
    const recording = this.recordings.get(machineId);
    if (!recording) return;
    const events = [...recording.trace.events, event];
    recording.after.push(after);
    let { start, droppedEvents } = recording.trace;
    while (events.length > this.limit) {
      events.shift();
      start = recording.after.shift() ?? null;
      droppedEvents += 1;
    }
    recording.trace = { ...recording.trace, events, start, droppedEvents, final: after };
  }

  private traceFile(): TraceFile {
    return {
      format: TRACE_FORMAT,
      formatVersion: TRACE_FORMAT_VERSION,
      traces: [...this.recordings.values()].map(({ trace }) => trace),
    };
  }

  private save(): void {
    try {
      this.storage.setItem(TRACE_STORAGE_KEY, JSON.stringify(this.traceFile()));
    } catch {
      // Storage full or off limits: the trace stays in memory and can still be downloaded.
    }
  }
}
