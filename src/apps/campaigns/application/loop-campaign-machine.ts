import { assign, setup } from 'xstate';
import {
  mayLeave,
  type CertifiedRecycler,
  type LoopDeviceFacts,
  type LoopDisposition,
  type LoopGrade,
  type SanitisationRecord,
} from '../domain/loop-device';

type LoopCampaignContext = LoopDeviceFacts;

export type LoopCampaignEvent =
  | { readonly type: 'GRADE'; readonly grade: LoopGrade }
  | { readonly type: 'DISPOSE'; readonly disposition: LoopDisposition }
  | { readonly type: 'ASSIGN_RECYCLER'; readonly recycler: CertifiedRecycler }
  | { readonly type: 'RECORD_SANITISATION'; readonly sanitisation: SanitisationRecord }
  /** The device leaves for its disposition; refused (no transition) until the domain's release rules hold. */
  | { readonly type: 'RELEASE' };

/**
 * One device's way through a Loop campaign: collected, then graded, given a disposition, sanitised (NIST SP 800-88)
 * and, when recycled, given a certified recycler, in any order; it leaves only when `mayLeave` says so, and ends
 * refurbished, resold or recycled. The server applies the same rule (loop-device.ts) to every release.
 */
export const loopCampaignMachine = setup({
  types: { context: {} as LoopCampaignContext, events: {} as LoopCampaignEvent },
  actions: {
    grade: assign(({ event }) => (event.type === 'GRADE' ? { grade: event.grade } : {})),
    dispose: assign(({ event }) => (event.type === 'DISPOSE' ? { disposition: event.disposition } : {})),
    assignRecycler: assign(({ event }) => (event.type === 'ASSIGN_RECYCLER' ? { recycler: event.recycler } : {})),
    recordSanitisation: assign(({ event }) => (event.type === 'RECORD_SANITISATION' ? { sanitisation: event.sanitisation } : {})),
  },
  guards: {
    leavesFor: ({ context }, disposition: LoopDisposition) => mayLeave(context) && context.disposition === disposition,
  },
}).createMachine({
  id: 'loop-campaign',
  context: { grade: null, disposition: null, recycler: null, sanitisation: null },
  initial: 'collected',
  states: {
    collected: {
      on: {
        GRADE: { actions: 'grade' },
        DISPOSE: { actions: 'dispose' },
        ASSIGN_RECYCLER: { actions: 'assignRecycler' },
        RECORD_SANITISATION: { actions: 'recordSanitisation' },
        RELEASE: [
          { guard: { type: 'leavesFor', params: 'refurbish' }, target: 'refurbished' },
          { guard: { type: 'leavesFor', params: 'resell' }, target: 'resold' },
          { guard: { type: 'leavesFor', params: 'recycle' }, target: 'recycled' },
        ],
      },
    },
    refurbished: { type: 'final' },
    resold: { type: 'final' },
    recycled: { type: 'final' },
  },
});
