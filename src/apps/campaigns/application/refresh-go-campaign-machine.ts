import { assign, setup } from 'xstate';

interface RefreshGoContext {
  /** What the employee asked for: free text, or a Device Hub reference once Commerce offers kits. */
  readonly newDevice: string | null;
}

export type RefreshGoEvent =
  | { readonly type: 'START'; readonly newDevice: string }
  /** The old device's return, run as a Recover flow, ends one way or the other. */
  | { readonly type: 'OLD_DEVICE_RECEIVED' }
  | { readonly type: 'RETURN_FAILED' }
  | { readonly type: 'NEW_DEVICE_DELIVERED' }
  /** The campaign was closed or cancelled, or its shareable link withdrawn, before this person finished. */
  | { readonly type: 'CAMPAIGN_ENDED' };

/**
 * One employee's refresh through a Refresh Go campaign: they open the shareable URL and start (naming the new device
 * they want), which schedules the old device's return as a Recover flow; the refresh is done when the new device is
 * delivered and the old one received, in either order.
 */
export const refreshGoCampaignMachine = setup({
  types: { context: {} as RefreshGoContext, events: {} as RefreshGoEvent },
  actions: {
    recordChoice: assign(({ event }) => (event.type === 'START' ? { newDevice: event.newDevice } : {})),
  },
  guards: {
    namesADevice: ({ event }) => event.type === 'START' && event.newDevice.trim().length > 0,
  },
}).createMachine({
  id: 'refresh-go-campaign',
  context: { newDevice: null },
  initial: 'shared',
  states: {
    shared: { on: { START: { guard: 'namesADevice', target: 'refreshing', actions: 'recordChoice' }, CAMPAIGN_ENDED: 'ended' } },
    refreshing: {
      type: 'parallel',
      on: { RETURN_FAILED: 'returnFailed', CAMPAIGN_ENDED: 'ended' },
      onDone: 'done',
      states: {
        newDevice: {
          initial: 'ordered',
          states: { ordered: { on: { NEW_DEVICE_DELIVERED: 'delivered' } }, delivered: { type: 'final' } },
        },
        oldDevice: {
          initial: 'returnScheduled',
          states: { returnScheduled: { on: { OLD_DEVICE_RECEIVED: 'received' } }, received: { type: 'final' } },
        },
      },
    },
    done: { type: 'final' },
    /** The old device never came back: the Recover flow failed, and the admin follows up. */
    returnFailed: { type: 'final' },
    ended: { type: 'final' },
  },
});
