import { assign, enqueueActions, setup } from 'xstate';
import { decideNavigation, isDiversion, type NavigationDecision } from '../../domain/navigation/navigation-policy';
import { returnPathOf, toLocation, toUrl, type AppLocation } from '../../domain/routing/match-route';
import type { DirectNavigationRoute } from '../../domain/session/direct-navigation-route';
import { IFRAME_URL_ROUTE } from '../../domain/routing/shell-routes';
import type { Session } from '../../domain/session/session';

/**
 * How a navigation reached the guard: a link or call that adds a history entry, one that replaces it, or
 * the browser already standing on the location (first load, back and forward).
 */
export type NavigationMode = 'push' | 'replace' | 'arrive';

export type GuardEvent =
  | { readonly type: 'NAVIGATE'; readonly url: string; readonly mode: NavigationMode }
  | { readonly type: 'SESSION_CHANGED'; readonly session: Session };

interface GuardInput {
  readonly session: Session;
}

interface GuardContext {
  readonly session: Session;
  /** The location being decided, then shown. */
  readonly location: AppLocation | null;
  readonly mode: NavigationMode;
  readonly decision: NavigationDecision | null;
  /** Redirects taken since the navigation began. */
  readonly redirects: number;
}

export type HistoryChange = 'push' | 'replace' | 'none';

/**
 * A redirect replaces the entry the browser stands on (first load, back and forward); a link that
 * redirects adds one entry, for the place it ends on.
 */
function historyChange(context: GuardContext): HistoryChange {
  if (context.mode !== 'arrive') return context.mode;
  return context.redirects > 0 ? 'replace' : 'none';
}

function decided(context: GuardContext): NavigationDecision {
  if (!context.decision) throw new Error('The guard has no decision yet');
  return context.decision;
}

/**
 * The navigation guard of spec 2.6. Every navigation is decided by the pure domain policy; storage,
 * history and scrolling are actions the composition root provides, so the machine replays without a browser.
 */
export const guardMachine = setup({
  types: {
    context: {} as GuardContext,
    events: {} as GuardEvent,
    input: {} as GuardInput,
  },
  actions: {
    acceptNavigation: assign(({ event }) =>
      event.type === 'NAVIGATE' ? { location: toLocation(event.url), mode: event.mode, redirects: 0 } : {},
    ),
    rememberRoute: (_, _params: { name: string; direct: DirectNavigationRoute | null }) => {},
    commitHistory: (_, _params: { url: string; change: HistoryChange }) => {},
    storeReturnPath: (_, _params: { path: string | null }) => {},
    storeIframeSlug: (_, _params: { slug: string }) => {},
    scrollToTop: () => {},
  },
  guards: {
    allowed: ({ context }) => decided(context).kind === 'allow',
    notFound: ({ context }) => decided(context).kind === 'not-found',
  },
}).createMachine({
  id: 'guard',
  context: ({ input }) => ({ session: input.session, location: null, mode: 'arrive', decision: null, redirects: 0 }),
  initial: 'idle',
  on: {
    SESSION_CHANGED: { actions: assign({ session: ({ event }) => event.session }) },
  },
  states: {
    idle: {
      on: { NAVIGATE: { target: 'deciding', actions: 'acceptNavigation' } },
    },
    deciding: {
      entry: [
        assign({ decision: ({ context }) => decideNavigation(context.location!, context.session) }),
        {
          type: 'rememberRoute',
          params: ({ context }) => {
            const { match } = decided(context);
            const direct = match.route.public ? null : { path: toUrl(context.location!), meta: match.meta };
            return { name: match.route.name, direct };
          },
        },
      ],
      always: [
        { guard: 'allowed', target: 'shown.route' },
        { guard: 'notFound', target: 'shown.notFound' },
        { target: 'diverting' },
      ],
    },
    /** On the way to Login, the app store or a redirect target, which is decided in turn. */
    diverting: {
      entry: assign(({ context }) => {
        const decision = decided(context);
        if (!isDiversion(decision)) throw new Error(`A ${decision.kind} decision does not divert`);
        return { location: toLocation(decision.to), redirects: context.redirects + 1 };
      }),
      always: { target: 'deciding', reenter: true },
    },
    /** A screen is on view: the route's own, or the not-found screen. */
    shown: {
      entry: enqueueActions(({ context, enqueue }) => {
        const { match } = decided(context);
        enqueue({ type: 'commitHistory', params: { url: toUrl(context.location!), change: historyChange(context) } });
        enqueue({ type: 'storeReturnPath', params: { path: returnPathOf(match) } });
        if (match.route.name === IFRAME_URL_ROUTE && match.params.slug) {
          enqueue({ type: 'storeIframeSlug', params: { slug: match.params.slug } });
        }
        enqueue('scrollToTop');
      }),
      on: { NAVIGATE: { target: 'deciding', actions: 'acceptNavigation' } },
      initial: 'route',
      states: { route: {}, notFound: {} },
    },
  },
});
