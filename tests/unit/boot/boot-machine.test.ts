import { initialTransition, transition } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { bootMachine, type BootEvent, type BootSnapshot } from '../../../src/application/boot/boot-machine';
import { STARTUP_ORDER } from '../../../src/application/boot/startup-order';
import { bootEventSamples } from '../../../src/application/lab/boot-lab-machine';
import { bootScenario, type Behaviour } from './boot-scenario';

const modules = [...STARTUP_ORDER];
type BootPath = StatePath<BootSnapshot, BootEvent>;

const paths: BootPath[] = getShortestPaths(bootMachine, { input: { modules }, events: bootEventSamples });

function bootEventsOf(path: BootPath): BootEvent[] {
  return path.steps.map((step) => step.event).filter((event): event is BootEvent => !event.type.startsWith('xstate.'));
}

function describePath(path: BootPath): string {
  const parts: string[] = [];
  const ran: string[] = [];
  const flushRuns = () => ran.length && parts.push(`${ran.splice(0).join(', ')} run`);
  for (const event of bootEventsOf(path)) {
    if (event.type === 'MODULE_DONE') {
      ran.push(event.module);
      continue;
    }
    flushRuns();
    if (event.type === 'IMPORTS_SETTLED') {
      parts.push(
        event.failed.length === 0
          ? 'all import'
          : `${event.loaded.length === 0 ? 'every module' : event.failed.map((f) => f.module).join(', ')} fails to import`,
      );
    }
    if (event.type === 'MODULE_FAILED') parts.push(`${event.module} throws`);
    if (event.type === 'MODULE_REDIRECTED') parts.push(`${event.module} redirects to ${event.url}`);
  }
  flushRuns();
  return `${parts.join('; ') || 'start'} => ${JSON.stringify(path.state.value)}`;
}

type RedirectHow = 'redirects' | 'throws a url';

/** The fake modules that make a live boot take the path; a redirect can be asked for or thrown. */
function behavioursFor(path: BootPath, redirect: RedirectHow): Record<string, Behaviour> {
  const behaviours: Record<string, Behaviour> = {};
  for (const event of bootEventsOf(path)) {
    if (event.type === 'IMPORTS_SETTLED') {
      for (const { module, reason } of event.failed) behaviours[module] = { kind: 'import fails', reason };
    }
    if (event.type === 'MODULE_FAILED') behaviours[event.module] = { kind: 'throws', reason: event.reason };
    if (event.type === 'MODULE_REDIRECTED') behaviours[event.module] = { kind: redirect, url: event.url };
  }
  return behaviours;
}

const finished = paths.filter((path) => path.state.status === 'done');
const unfinished = paths.filter((path) => path.state.status !== 'done');
/** Every finished path as a live boot; a redirect both asked for and thrown. */
const liveRuns = finished.flatMap((path): (readonly [string, BootPath, RedirectHow])[] =>
  path.state.matches('redirected')
    ? (['redirects', 'throws a url'] as const).map((how) => [`${describePath(path)} (${how})`, path, how])
    : [[describePath(path), path, 'redirects']],
);

describe('the boot machine, path by path', () => {
  it('reaches every state', () => {
    expect(new Set(paths.map((path) => path.state.value))).toEqual(
      new Set(['loading', 'running', 'redirected', 'halted', 'mounted']),
    );
  });

  it.each(unfinished.map((path) => [describePath(path), path] as const))('%s', (_, path) => {
    const { context } = path.state;
    if (path.state.matches('loading')) {
      expect(context.running).toBeNull();
      return;
    }
    // Modules run one at a time, in the fixed order, skipping only those that did not import.
    expect(context.ran).toEqual(context.loaded.slice(0, context.ran.length));
    expect(context.running).toBe(context.loaded[context.ran.length]);
  });

  it.each(liveRuns)('%s', async (_, path, how) => {
    const { snapshot, ran, effects, logger } = await bootScenario(behavioursFor(path, how));
    const { context } = path.state;

    expect(snapshot.value).toEqual(path.state.value);
    expect(snapshot.context).toEqual(context);
    for (const { module, reason } of context.importFailures) {
      expect(logger.at('error')).toContainEqual(expect.stringMatching(`Boot error.*"${module}".*${reason}`));
    }
    if (path.state.matches('mounted')) {
      expect(ran).toEqual(context.loaded);
      expect(effects).toEqual(['attach router', 'mount']);
    }
    if (path.state.matches('halted')) {
      const { module, reason } = context.failure!;
      expect(ran).toEqual([...context.ran, module]);
      expect(effects).toEqual(['startup failure notice']);
      expect(logger.at('error')).toContainEqual(expect.stringMatching(`Boot error.*"${module}".*${reason}`));
    }
    if (path.state.matches('redirected')) {
      const { module, url } = context.redirect!;
      expect(ran).toEqual([...context.ran, module]);
      expect(effects).toEqual([url.startsWith('https:') ? `leave for ${url}` : `navigate ${url} (replace)`]);
    }
  });
});

describe('replaying the boot machine', () => {
  function replay(events: readonly BootEvent[]): BootSnapshot {
    const [initial] = initialTransition(bootMachine, { modules });
    return events.reduce((snapshot, event) => transition(bootMachine, snapshot, event)[0], initial);
  }

  it.each<[string, Record<string, Behaviour>]>([
    ['all good', {}],
    [
      'charts lost, realtime redirects',
      { charts: { kind: 'import fails', reason: 'offline' }, realtime: { kind: 'redirects', url: '/login' } },
    ],
    ['authentication throws', { authentication: { kind: 'throws', reason: 'storage is broken' } }],
  ])('the recorded events of a live boot (%s) replay to the same state and context', async (_, behaviours) => {
    const live = await bootScenario(behaviours);
    const replayed = replay(live.events);
    expect(replayed.value).toEqual(live.snapshot.value);
    expect(replayed.context).toEqual(live.snapshot.context);
  });

  it('ignores word from a module that is not the one running', () => {
    const [allImported] = bootEventSamples(initialTransition(bootMachine, { modules })[0]);
    const running = replay([allImported!]);
    const [after] = transition(bootMachine, running, { type: 'MODULE_FAILED', module: 'charts', reason: 'too early' });
    expect(after.value).toBe('running');
    expect(after.context).toEqual(running.context);
  });
});
