import { guardMachine, type GuardEvent, type NavigationMode } from '../navigation/guard-machine';
import { appCatalogue } from '../../domain/apps/app-catalogue';
import { fillPattern, parsePattern } from '../../domain/routing/path-pattern';
import type { RouteDef } from '../../domain/routing/route';
import { routeTable } from '../../domain/routing/route-table';
import { IFRAME_URL_ROUTE } from '../../domain/routing/shell-routes';
import { SIGNED_OUT, type Session } from '../../domain/session/session';
import { labMachine } from './lab-machine';

/**
 * Sample apps of each kind the guard tells apart, taken from the apps as they are declared: one whose address
 * redirects to its first page, another app, and one shown in a frame.
 */
const redirecting = routeTable.find((route) => route.meta.slug && route.redirect && route.path === `/apps/${route.meta.slug}`)!;
const first = redirecting.meta.slug!;
const second = appCatalogue.find((app) => app.slug !== first && !app.embedded)!.slug;
const framed = appCatalogue.find((app) => app.embedded)!.slug;
const publicRedirect = routeTable.find((route) => route.public && route.redirect && route.path.includes(':'))!;
const iframeUrl = routeTable.find((route) => route.name === IFRAME_URL_ROUTE)!;

/** A route's address with every parameter given one value: a place someone could open. */
const filled = (route: RouteDef, value: string) =>
  fillPattern(route.path, Object.fromEntries(parsePattern(route.path).flatMap((part) => (part.kind === 'param' ? [[part.name, value]] : []))))!;

export const guardSessionSamples: readonly Session[] = [
  SIGNED_OUT,
  { signedIn: true, allowedApps: [second] },
  { signedIn: true, allowedApps: [first, second] },
];

/** One path of each kind the guard decides: public, protected, app, redirect, app details, iframe, unknown. */
const urls = [
  redirecting.redirect!,
  '/',
  '/login',
  '/dashboard',
  `/apps/${second}`,
  redirecting.path,
  `/app/details/${second}`,
  filled(publicRedirect, '5'),
  filled(iframeUrl, framed),
  '/no/such/page',
];

const modes: readonly NavigationMode[] = ['arrive', 'push'];

/** Navigations of every kind in both modes, and each session: the Lab's samples and the machine's model-based tests. */
export const guardEventSamples: readonly GuardEvent[] = [
  ...urls.flatMap((url) => modes.map((mode): GuardEvent => ({ type: 'NAVIGATE', url, mode }))),
  ...guardSessionSamples.map((session): GuardEvent => ({ type: 'SESSION_CHANGED', session })),
];

export const guardLabMachine = labMachine({
  machine: guardMachine,
  defaultInput: { session: SIGNED_OUT },
  eventSamples: () => [...guardEventSamples],
  // The decision and the session tell the stories apart (to Login, to the app store, shown, not found).
  scenarioKey: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.decision?.kind ?? null,
      snapshot.context.decision?.match.route.name ?? null,
      snapshot.context.session,
    ]),
});
