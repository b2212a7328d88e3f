import type * as z from 'zod/mini';
import type { LabMachine } from '../../application/lab/lab-machine';
import { machineVersion } from '../../application/lab/machine-version';
import { TRACE_FORMAT_VERSION, type MachineTrace, type TraceFile } from '../../application/lab/trace';
import type { Result } from './result';
import { traceFileHeader, traceFileSchema } from './trace-schema';

/** Why a file is not a trace the lab can read; the UI words each kind. */
export type TraceFileProblem =
  | { readonly kind: 'not-json'; readonly detail: string }
  | { readonly kind: 'not-a-trace' }
  | { readonly kind: 'unsupported-format'; readonly formatVersion: number }
  | { readonly kind: 'invalid'; readonly at: string; readonly issue: TraceIssue };

/** The first thing wrong in a trace file, as data (zod/mini carries no message texts). */
type TraceIssue =
  | { readonly code: 'invalid_type'; readonly expected: string }
  | { readonly code: 'invalid_value'; readonly expected: string }
  | { readonly code: 'too_small'; readonly minimum: number }
  | { readonly code: 'other' };

/** Why one trace of a readable file cannot be replayed here. */
export type TraceRefusal =
  | { readonly kind: 'unknown-machine'; readonly machineId: string }
  | {
      readonly kind: 'version-mismatch';
      readonly machineId: string;
      readonly recorded: string;
      readonly current: string;
      readonly portalVersion: string;
    };

/** `traces[0].events[2].type`, the way a person finds the place in the file. */
function pathText(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}${text ? '.' : ''}${String(key)}`),
    '',
  );
}

function issueOf(issue: z.core.$ZodIssue): TraceIssue {
  switch (issue.code) {
    case 'invalid_type':
      return { code: 'invalid_type', expected: issue.expected };
    case 'invalid_value':
      return { code: 'invalid_value', expected: issue.values.map((value) => JSON.stringify(value)).join(' | ') };
    case 'invalid_union': {
      // A state value is a string or an object: name every type that would have done.
      const expected = issue.errors.flat().flatMap((inner) => (inner.code === 'invalid_type' ? [inner.expected] : []));
      return expected.length > 0 ? { code: 'invalid_type', expected: [...new Set(expected)].join(' | ') } : { code: 'other' };
    }
    case 'too_small':
      return { code: 'too_small', minimum: Number(issue.minimum) };
    default:
      return { code: 'other' };
  }
}

/** Reads the text of a trace file: JSON, then the trace format, then every field of every trace. */
export function readTraceFile(text: string): Result<TraceFile, TraceFileProblem> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: { kind: 'not-json', detail: error instanceof Error ? error.message : String(error) } };
  }
  const header = traceFileHeader.safeParse(json);
  if (!header.success) return { ok: false, problem: { kind: 'not-a-trace' } };
  if (header.data.formatVersion !== TRACE_FORMAT_VERSION) {
    return { ok: false, problem: { kind: 'unsupported-format', formatVersion: header.data.formatVersion } };
  }
  const parsed = traceFileSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0]!;
    return { ok: false, problem: { kind: 'invalid', at: pathText(first.path), issue: issueOf(first) } };
  }
  // The schema checks a state value as a string or an object; its nesting is the machine's to judge.
  return { ok: true, value: parsed.data as TraceFile };
}

/** Finds the trace's machine and refuses a trace recorded with another version of it. */
export function checkTrace(trace: MachineTrace, machines: readonly LabMachine[]): Result<LabMachine, TraceRefusal> {
  const entry = machines.find((candidate) => candidate.machine.id === trace.machineId);
  if (!entry) return { ok: false, problem: { kind: 'unknown-machine', machineId: trace.machineId } };
  const current = machineVersion(entry.machine);
  if (current !== trace.machineVersion) {
    return {
      ok: false,
      problem: {
        kind: 'version-mismatch',
        machineId: trace.machineId,
        recorded: trace.machineVersion,
        current,
        portalVersion: trace.portalVersion,
      },
    };
  }
  return { ok: true, value: entry };
}
