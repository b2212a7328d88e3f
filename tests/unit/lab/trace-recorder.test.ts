import { createActor, fromCallback } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { SessionStorageTraceRecorder, TRACE_STORAGE_KEY } from '../../../src/adapters/recording/session-storage-trace-recorder';
import { bootMachine } from '../../../src/application/boot/boot-machine';
import { runBoot } from '../../../src/application/boot/run-boot';
import { machineVersion } from '../../../src/application/lab/machine-version';
import { replay, snapshotRecord } from '../../../src/application/lab/replay';
import { guardMachine } from '../../../src/application/navigation/guard-machine';
import { readTraceFile } from '../../../src/lab/model/read-trace-file';
import { RecordingLogger } from '../fakes/recording-logger';
import { mapRegistry } from '../startup/map-registry';
import { memoryStorage, navigate, recordGuard, storedFile, traceOf, typesOf } from './recording';

const signedOut = { signedIn: false, allowedApps: [] };

describe('the session-storage trace recorder', () => {
  it('stores the events the guard processed with its id, version, portal version and input', () => {
    const { storage, actor } = recordGuard(signedOut, [navigate('/apps/shop/home'), navigate('/dashboard', 'push')]);
    const trace = traceOf(storedFile(storage), 'guard');
    expect(trace).toMatchObject({
      machineId: 'guard',
      machineVersion: machineVersion(guardMachine),
      portalVersion: '9.9.9',
      input: { session: signedOut },
      start: null,
      droppedEvents: 0,
      events: [navigate('/apps/shop/home'), navigate('/dashboard', 'push')],
    });
    expect(trace.final).toEqual(snapshotRecord(actor.getSnapshot()));
  });

  it('records what child actors send back to the root, and nothing the children receive themselves', async () => {
    const storage = memoryStorage();
    const recorder = new SessionStorageTraceRecorder(storage);
    const input = { modules: ['store', 'charts', 'auth'] };
    const fine = { default: { name: 'fine', run: () => {} } };
    const final = await runBoot({
      loaders: [
        { name: 'store', load: async () => fine },
        { name: 'charts', load: () => Promise.reject(new Error('offline')) },
        { name: 'auth', load: async () => ({ default: { name: 'auth', run: () => Promise.reject(new Error('no keys')) } }) },
      ],
      container: mapRegistry(),
      router: { navigate: () => {} },
      path: '/',
      publicPath: '/',
      logger: new RecordingLogger(),
      leaveApp: () => {},
      attachRouter: () => {},
      mount: () => {},
      showStartupFailure: () => {},
      inspect: recorder.inspector('boot', input),
    });
    const trace = traceOf(storedFile(storage), 'boot');
    expect(typesOf(trace.events)).toEqual(['IMPORTS_SETTLED', 'MODULE_DONE', 'MODULE_FAILED']);
    expect(trace.final).toEqual(snapshotRecord(final));
    expect(replay(bootMachine, trace).at(-1)!.value).toBe('halted');
  });

  it('leaves out events an actor refused because it had stopped', () => {
    const storage = memoryStorage();
    const recorder = new SessionStorageTraceRecorder(storage);
    const machine = bootMachine.provide({ actors: { importModules: fromCallback(() => {}), runModule: fromCallback(() => {}) } });
    const actor = createActor(machine, { input: { modules: [] }, inspect: recorder.inspector('boot', { modules: [] }) }).start();
    actor.send({ type: 'IMPORTS_SETTLED', loaded: [], failed: [] });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    actor.send({ type: 'MODULE_DONE', module: 'late' });
    expect(typesOf(traceOf(storedFile(storage), 'boot').events)).toEqual(['IMPORTS_SETTLED']);
  });

  it('keeps the latest events only, and a start to replay them from', () => {
    const events = ['/login', '/apps/shop/home', '/dashboard', '/no/such/page', '/signup'].map((url) => navigate(url, 'push'));
    const { storage, actor } = recordGuard(signedOut, events, { limit: 2 });
    const trace = traceOf(storedFile(storage), 'guard');
    expect(trace.events).toEqual(events.slice(3));
    expect(trace.droppedEvents).toBe(3);
    const afterDropped = replay(guardMachine, { input: trace.input, start: null, events: events.slice(0, 3) }).at(-1)!;
    expect(trace.start).toEqual(snapshotRecord(afterDropped));
    expect(snapshotRecord(replay(guardMachine, trace).at(-1)!)).toEqual(snapshotRecord(actor.getSnapshot()));
  });

  it('starts a machine afresh when a new actor of it starts, and keeps the other machines', () => {
    const storage = memoryStorage();
    const recorder = new SessionStorageTraceRecorder(storage);
    const input = { session: signedOut };
    const first = createActor(guardMachine, { input, inspect: recorder.inspector('guard', input) }).start();
    first.send(navigate('/login'));
    createActor(bootMachine, { input: { modules: [] }, inspect: recorder.inspector('boot', { modules: [] }) }).start();
    createActor(guardMachine, { input, inspect: recorder.inspector('guard', input) }).start();
    const file = storedFile(storage);
    expect(traceOf(file, 'guard').events).toEqual([]);
    expect(file.traces.map((trace) => trace.machineId).sort()).toEqual(['boot', 'guard']);
  });

  it('exports what an earlier page of the tab recorded', () => {
    const { storage } = recordGuard(signedOut, [navigate('/login')]);
    const later = new SessionStorageTraceRecorder(storage);
    expect(traceOf(JSON.parse(later.exportTrace()), 'guard').events).toEqual([navigate('/login')]);
  });

  it('exports a file the lab reads, and downloads it under a dated name', () => {
    const saveFile = vi.fn();
    const { recorder } = recordGuard(signedOut, [navigate('/login')], {
      saveFile,
      now: () => new Date('2026-11-22T10:00:00.000Z'),
    });
    expect(readTraceFile(recorder.exportTrace())).toMatchObject({ ok: true });
    recorder.download();
    expect(saveFile).toHaveBeenCalledWith('machine-trace-2026-11-22T10-00-00-000Z.json', recorder.exportTrace());
  });

  it('keeps recording in memory when session storage refuses to store, without disturbing the actor', () => {
    const storage = memoryStorage();
    storage.full = true;
    const recorder = new SessionStorageTraceRecorder(storage);
    const input = { session: signedOut };
    const actor = createActor(guardMachine, { input, inspect: recorder.inspector('guard', input) }).start();
    actor.send(navigate('/apps/shop/home'));
    expect(actor.getSnapshot().matches('shown')).toBe(true);
    expect(storage.items.has(TRACE_STORAGE_KEY)).toBe(false);
    expect(traceOf(JSON.parse(recorder.exportTrace()), 'guard').events).toHaveLength(1);
  });

  it('ignores a damaged stored value', () => {
    const storage = memoryStorage();
    storage.items.set(TRACE_STORAGE_KEY, '{not json');
    expect(JSON.parse(new SessionStorageTraceRecorder(storage).exportTrace()).traces).toEqual([]);
  });
});
