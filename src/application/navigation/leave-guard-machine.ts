import { assign, setup } from 'xstate';
import type { NavigationMode } from './guard-machine';

/** A navigation held until the person says whether to leave their unsaved changes. */
export interface HeldNavigation {
  readonly url: string;
  readonly mode: NavigationMode;
}

export type LeaveGuardEvent =
  | { readonly type: 'UNSAVED_CHANGED'; readonly unsaved: boolean }
  | { readonly type: 'NAVIGATE'; readonly url: string; readonly mode: NavigationMode }
  | { readonly type: 'LEAVE' }
  | { readonly type: 'STAY' };

interface LeaveGuardContext {
  readonly held: HeldNavigation | null;
}

/**
 * Nothing typed is lost by leaving: while a form on view has unsaved changes, a navigation (a link, back or forward,
 * a redirect of the app) waits for the person to leave them or stay. Leaving lets it through, as does a page with
 * nothing unsaved; staying after back or forward puts the address the browser already changed back.
 */
export const leaveGuardMachine = setup({
  types: {
    context: {} as LeaveGuardContext,
    events: {} as LeaveGuardEvent,
  },
  actions: {
    proceed: (_, _params: HeldNavigation) => {},
    restoreAddress: () => {},
  },
  guards: {
    unsaved: ({ event }) => event.type === 'UNSAVED_CHANGED' && event.unsaved,
    heldByBrowser: ({ context }) => context.held?.mode === 'arrive',
  },
}).createMachine({
  id: 'leaveGuard',
  context: { held: null },
  initial: 'saved',
  states: {
    saved: {
      on: {
        UNSAVED_CHANGED: { guard: 'unsaved', target: 'unsaved' },
        NAVIGATE: { actions: { type: 'proceed', params: ({ event }) => ({ url: event.url, mode: event.mode }) } },
      },
    },
    unsaved: {
      on: {
        UNSAVED_CHANGED: { guard: ({ event }) => !event.unsaved, target: 'saved' },
        NAVIGATE: { target: 'asking', actions: assign({ held: ({ event }) => ({ url: event.url, mode: event.mode }) }) },
      },
    },
    /** The person is asked; a further navigation replaces the one held. */
    asking: {
      on: {
        NAVIGATE: { actions: assign({ held: ({ event }) => ({ url: event.url, mode: event.mode }) }) },
        LEAVE: { target: 'saved', actions: [{ type: 'proceed', params: ({ context }) => context.held! }, assign({ held: null })] },
        STAY: [
          { guard: 'heldByBrowser', target: 'unsaved', actions: ['restoreAddress', assign({ held: null })] },
          { target: 'unsaved', actions: assign({ held: null }) },
        ],
      },
    },
  },
});
