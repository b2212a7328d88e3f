import { describe, expect, it } from 'vitest';
import { labMachines } from '../../../src/application/lab/machine-registry';
import { machineVersion } from '../../../src/application/lab/machine-version';
import type { MachineTrace } from '../../../src/application/lab/trace';
import { guardMachine } from '../../../src/application/navigation/guard-machine';
import { checkTrace, readTraceFile } from '../../../src/lab/model/read-trace-file';
import { navigate, recordGuard } from './recording';

const recorded = () => recordGuard({ signedIn: false, allowedApps: [] }, [navigate('/apps/shop/home')]).recorder.exportTrace();

function withTrace(change: (trace: Record<string, unknown>) => void): string {
  const file = JSON.parse(recorded());
  change(file.traces[0]);
  return JSON.stringify(file);
}

describe('reading a trace file', () => {
  it('reads what the recorder exports', () => {
    const result = readTraceFile(recorded());
    expect(result.ok && result.value.traces.map((trace) => trace.machineId)).toEqual(['guard']);
  });

  it.each<[string, string, unknown]>([
    ['text that is not JSON', '{"format": "machine-lab-trace",', { kind: 'not-json', detail: expect.any(String) }],
    ['an empty file', '', { kind: 'not-json', detail: expect.any(String) }],
    ['JSON of another kind', '{"name": "it-asset-portal", "version": "0.1.0"}', { kind: 'not-a-trace' }],
    ['a JSON array', '[1, 2]', { kind: 'not-a-trace' }],
    ['a later format version', '{"format": "machine-lab-trace", "formatVersion": 2, "traces": []}', { kind: 'unsupported-format', formatVersion: 2 }],
    [
      'a file without traces',
      '{"format": "machine-lab-trace", "formatVersion": 1, "traces": []}',
      { kind: 'invalid', at: 'traces', issue: { code: 'too_small', minimum: 1 } },
    ],
    [
      'events that are not a list',
      withTrace((trace) => (trace.events = 'NAVIGATE')),
      { kind: 'invalid', at: 'traces[0].events', issue: { code: 'invalid_type', expected: 'array' } },
    ],
    [
      'an event without a type',
      withTrace((trace) => (trace.events = [{ url: '/login' }])),
      { kind: 'invalid', at: 'traces[0].events[0].type', issue: { code: 'invalid_type', expected: 'string' } },
    ],
    [
      'a trace without a machine version',
      withTrace((trace) => delete trace.machineVersion),
      { kind: 'invalid', at: 'traces[0].machineVersion', issue: { code: 'invalid_type', expected: 'string' } },
    ],
    [
      'a negative count of dropped events',
      withTrace((trace) => (trace.droppedEvents = -1)),
      { kind: 'invalid', at: 'traces[0].droppedEvents', issue: { code: 'too_small', minimum: 0 } },
    ],
    [
      'a final snapshot without a state value',
      withTrace((trace) => (trace.final = { context: {} })),
      { kind: 'invalid', at: 'traces[0].final.value', issue: { code: 'invalid_type', expected: 'string | record' } },
    ],
  ])('refuses %s, saying what is wrong', (_, text, problem) => {
    expect(readTraceFile(text)).toEqual({ ok: false, problem });
  });
});

describe('checking a trace against the lab', () => {
  const trace = (overrides: Partial<MachineTrace>): MachineTrace => {
    const result = readTraceFile(recorded());
    if (!result.ok) throw new Error('the recorder wrote an unreadable file');
    return { ...result.value.traces[0]!, ...overrides };
  };

  it('finds the machine of a trace of the current version', () => {
    const result = checkTrace(trace({}), labMachines);
    expect(result.ok && result.value.machine).toBe(guardMachine);
  });

  it('refuses a trace of another version of the machine, naming both versions', () => {
    expect(checkTrace(trace({ machineVersion: '00000000000000', portalVersion: '0.0.1' }), labMachines)).toEqual({
      ok: false,
      problem: {
        kind: 'version-mismatch',
        machineId: 'guard',
        recorded: '00000000000000',
        current: machineVersion(guardMachine),
        portalVersion: '0.0.1',
      },
    });
  });

  it('refuses a trace of a machine the lab does not have', () => {
    expect(checkTrace(trace({ machineId: 'checkout' }), labMachines)).toEqual({
      ok: false,
      problem: { kind: 'unknown-machine', machineId: 'checkout' },
    });
  });
});
