import { labMachine } from '../../../application/lab/lab-machine';
import { LOOP_DISPOSITIONS } from '../domain/loop-device';
import { loopCampaignMachine, type LoopCampaignEvent } from './loop-campaign-machine';

/**
 * Every kind of step a Loop device takes: a good and a parts-only grade, each disposition, a certified recycler, a
 * purge and a destruction of its storage, and the release. The Lab offers them; the model-based tests walk them.
 */
export const loopEventSamples: readonly LoopCampaignEvent[] = [
  { type: 'GRADE', grade: 'A' },
  { type: 'GRADE', grade: 'D' },
  ...LOOP_DISPOSITIONS.map((disposition): LoopCampaignEvent => ({ type: 'DISPOSE', disposition })),
  { type: 'ASSIGN_RECYCLER', recycler: { name: 'GreenCycle', certification: 'r2', certificateId: 'R2-0042' } },
  { type: 'RECORD_SANITISATION', sanitisation: { method: 'purge', performedOn: '2026-11-20', operator: 'Sam Tech', certificateRef: 'ER-1001' } },
  { type: 'RECORD_SANITISATION', sanitisation: { method: 'destroy', performedOn: '2026-11-20', operator: 'Sam Tech', certificateRef: 'ER-1002' } },
  { type: 'RELEASE' },
];

export const loopCampaignLabMachine = labMachine({
  machine: loopCampaignMachine,
  defaultInput: undefined,
  eventSamples: () => [...loopEventSamples],
  // What a device has on record tells the stories apart; the grade's letter and the operator's name do not.
  scenarioKey: ({ value, context }) =>
    JSON.stringify([value, context.grade !== null, context.disposition, context.recycler !== null, context.sanitisation?.method ?? null]),
});
