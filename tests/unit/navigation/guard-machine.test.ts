import { createActor, initialTransition, transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { guardMachine, type GuardEvent, type HistoryChange } from '../../../src/application/navigation/guard-machine';
import { toLocation } from '../../../src/domain/routing/match-route';
import type { Session } from '../../../src/domain/session/session';
import { guardEventSamples, guardSessionSamples } from '../../../src/application/lab/guard-lab-machine';
import { resolveNavigation } from './resolve-navigation';
import { signedIn, signedOut } from './session-fixtures';

function sessionLabel(session: Session): string {
  return session.signedIn ? `allowed ${session.allowedApps.join(', ')}` : 'signed out';
}

/** Every side effect the guard asks for, in order. */
function recordingGuard(session: Session) {
  const effects: string[] = [];
  const storage = new Map<string, string>();
  const machine = guardMachine.provide({
    actions: {
      rememberRoute: (_, { name, direct }) => {
        storage.set('currentRoute', name);
        if (direct) storage.set('directNavigationRoute', direct.path);
      },
      commitHistory: (_, { url, change }: { url: string; change: HistoryChange }) => effects.push(`${change} ${url}`),
      storeReturnPath: (_, { path }) => (path ? storage.set('returnPath', path) : storage.delete('returnPath')),
      storeIframeSlug: (_, { slug }) => storage.set('iframeSlug', slug),
      scrollToTop: () => effects.push('scroll'),
    },
  });
  const actor = createActor(machine, { input: { session } }).start();
  return { actor, effects, storage };
}

describe('the guard machine, path by path', () => {
  const paths = guardSessionSamples.flatMap((session) =>
    getShortestPaths(guardMachine, {
      input: { session },
      events: [...guardEventSamples],
      serializeState: (snapshot) =>
        JSON.stringify([
          snapshot.value,
          snapshot.context.decision?.match.route.name ?? null,
          sessionLabel(snapshot.context.session),
        ]),
    }).map((path) => ({ label: sessionLabel(session), session, path })),
  );

  it('reaches every state of the machine', () => {
    const reached = new Set(paths.map(({ path }) => JSON.stringify(path.state.value)));
    expect(reached).toEqual(new Set(['"idle"', '{"shown":"route"}', '{"shown":"notFound"}']));
  });

  it.each(paths.map(({ label, session, path }) => [describeSteps(label, path.steps), session, path] as const))(
    '%s',
    (_, session, path) => {
      const { actor, effects, storage } = recordingGuard(session);
      // The first step of every path is the machine's own init event, which is not the user's to send.
      const sent = path.steps.slice(1).map((step) => step.event);
      for (const event of sent) actor.send(event);
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(path.state.value);

      let current = session;
      let sessionThen = session;
      let lastNavigation: Extract<GuardEvent, { type: 'NAVIGATE' }> | undefined;
      for (const event of sent) {
        if (event.type === 'SESSION_CHANGED') current = event.session;
        else [lastNavigation, sessionThen] = [event, current];
      }
      if (!lastNavigation) {
        expect(effects).toEqual([]);
        return;
      }
      // The machine shows exactly what the pure policy resolves, with the history change a user expects.
      const resolved = resolveNavigation(toLocation(lastNavigation.url), sessionThen)!;
      const shownUrl = resolved.trail.at(-1)!;
      const redirected = resolved.trail.length > 1;
      const change = lastNavigation.mode === 'push' ? 'push' : redirected ? 'replace' : 'none';
      expect(effects.slice(-2)).toEqual([`${change} ${shownUrl}`, 'scroll']);
      expect(storage.get('currentRoute')).toBe(resolved.decision.match.route.name);
      expect(snapshot.context.decision?.kind).toBe(resolved.decision.kind);
    },
  );
});

function describeSteps(label: string, steps: readonly { event: GuardEvent | { type: string } }[]): string {
  const described = steps
    .map(({ event }) =>
      event.type === 'NAVIGATE' ? `${(event as { mode: string }).mode} ${(event as { url: string }).url}` : event.type,
    )
    .filter((text) => text !== 'xstate.init');
  return `${label}: ${described.join(' → ') || 'start'}`;
}

describe('what the guard stores', () => {
  it('saves a protected path as the direct navigation route before sending to Login', () => {
    const { actor, effects, storage } = recordingGuard(signedOut);
    actor.send({ type: 'NAVIGATE', url: '/apps/shop/cart?step=2', mode: 'arrive' });
    expect(storage.get('directNavigationRoute')).toBe('/apps/shop/cart?step=2');
    expect(storage.get('currentRoute')).toBe('login');
    expect(effects).toEqual(['replace /login', 'scroll']);
  });

  it('stores the return path of the shown route and clears it on a landing page', () => {
    const { actor, storage } = recordingGuard(signedIn('recover'));
    actor.send({ type: 'NAVIGATE', url: '/apps/recover/campaign-details/edit-user/c9/u1', mode: 'push' });
    expect(storage.get('returnPath')).toBe('/apps/recover/campaign-details/c9');
    actor.send({ type: 'NAVIGATE', url: '/apps/recover/campaigns', mode: 'push' });
    expect(storage.has('returnPath')).toBe(false);
  });

  it('stores the slug of an iframe-url route', () => {
    const { actor, storage } = recordingGuard(signedIn());
    actor.send({ type: 'NAVIGATE', url: '/iframe-url/pos', mode: 'push' });
    expect(storage.get('iframeSlug')).toBe('pos');
  });

  it('decides with the new session after sign-in', () => {
    const { actor, effects } = recordingGuard(signedOut);
    actor.send({ type: 'SESSION_CHANGED', session: signedIn('shop') });
    actor.send({ type: 'NAVIGATE', url: '/apps/shop', mode: 'push' });
    expect(effects).toEqual(['push /apps/shop/home', 'scroll']);
  });
});

describe('replay', () => {
  it('gives the same state and context from the same events, without side effects', () => {
    const steps: GuardEvent[] = [
      { type: 'NAVIGATE', url: '/apps/manage-beta', mode: 'arrive' },
      { type: 'SESSION_CHANGED', session: signedIn('manage-beta') },
      { type: 'NAVIGATE', url: '/apps/manage-beta', mode: 'push' },
    ];
    const replay = () => {
      let [snapshot] = initialTransition(guardMachine, { session: signedOut });
      for (const event of steps) [snapshot] = transition(guardMachine, snapshot, event);
      return snapshot;
    };
    const first = replay();
    expect(first.value).toEqual({ shown: 'route' });
    expect(first.context.location?.path).toBe('/apps/manage-beta/dashboard');
    expect(replay().context).toEqual(first.context);
  });
});
