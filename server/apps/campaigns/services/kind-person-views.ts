import { ADMIN_RECOVER_MOVES } from '../../../../contract/apps/campaigns/recover-schemas';
import type { CampaignKind } from '../../../../src/apps/campaigns/domain/campaign-kind';
import { recoverMovesFrom, retrievalOutcome, type RecoverDevice, type RecoverState } from '../../../../src/apps/campaigns/domain/recover-state';
import type { CampaignDeviceRow } from '../repositories/campaign-person-repository';
import type { KindPersonView } from './campaign-view';

export function recoverDevicesOf(devices: readonly CampaignDeviceRow[]): RecoverDevice[] {
  return devices.map((device) => ({ id: device.id, outcome: device.outcome as RecoverDevice['outcome'], disposition: device.disposition as RecoverDevice['disposition'] }));
}

const recoverView: KindPersonView = {
  moves: (person) => recoverMovesFrom(person.state as RecoverState).filter((move) => (ADMIN_RECOVER_MOVES as readonly string[]).includes(move)),
  outcome: (_person, devices) => retrievalOutcome(recoverDevicesOf(devices)),
  facts: async (repos, organisationId, personIds) => {
    const answers = await repos.own.recoverReturns.ofPeople(organisationId, personIds);
    return new Map(
      [...answers].map(([personId, answer]) => [
        personId,
        {
          address: answer.address,
          phone: answer.phone,
          hasPackaging: answer.hasPackaging,
          pickupDay: answer.pickupDay,
          pickupSlot: answer.pickupSlot,
          alreadyReturnedNote: answer.alreadyReturnedNote,
        },
      ]),
    );
  },
};

/** Each kind's part of a person's view (campaign-view.ts): one line per kind. */
export const KIND_PERSON_VIEWS: Readonly<Partial<Record<CampaignKind, KindPersonView>>> = {
  recover: recoverView,
};
