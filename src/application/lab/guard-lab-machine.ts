import { guardMachine, type GuardEvent, type NavigationMode } from '../navigation/guard-machine';
import { SIGNED_OUT, type Session } from '../../domain/session/session';
import { labMachine } from './lab-machine';

export const guardSessionSamples: readonly Session[] = [
  SIGNED_OUT,
  { signedIn: true, allowedApps: ['shop'] },
  { signedIn: true, allowedApps: ['manage-beta', 'shop'] },
];

/** One path of each kind the guard decides: public, protected, app, redirect, app details, iframe, unknown. */
const urls = [
  '/apps/shop/home',
  '/',
  '/login',
  '/dashboard',
  '/apps/shop',
  '/apps/manage-beta',
  '/app/details/wallet',
  '/asset-recovery/schedule-pickup/5',
  '/iframe-url/pos',
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
