import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../ui/kit/format';
import type { AdminRecoverMove } from '../../application/ports/recover-gateway';
import { nextDeviceStep, type DeviceOutcome, type Disposition, type RecoverState } from '../../domain/recover-state';
import type { CampaignDevice } from '../../application/ports/campaign-views';
import type { PersonSlotProps } from '../kinds/campaign-kind-ui';
import type { MenuAction } from '../pattern/menu-action';
import { PersonActionMenu } from '../pattern/person-action-menu';
import { useCampaignMutation } from '../queries/campaign-queries';
import { useRecoverGateway } from '../queries/recover-queries';
import { DeviceStep } from './device-steps';

/** Moves that end or restart a retrieval are asked about first; the others are one press. */
const ASKED: readonly AdminRecoverMove[] = ['no-response', 'restart', 'cancel'];

/** What the leaver told the page: the pickup booked, the packaging, or that the device is already back. */
export function RecoverFacts({ person }: PersonSlotProps) {
  const { t, i18n } = useTranslation('campaigns-recover');
  const data = person.data;
  if (typeof data['alreadyReturnedNote'] === 'string') return <span>{t('facts.alreadyReturned', { note: data['alreadyReturnedNote'], count: person.devices.length })}</span>;
  if (typeof data['pickupDay'] === 'string') {
    return <span>{t('facts.pickup', { day: formatDay(data['pickupDay'], i18n.language), slot: t(`slots.${String(data['pickupSlot'])}`) })}</span>;
  }
  if (typeof data['address'] === 'string') return <span>{t(data['hasPackaging'] ? 'facts.confirmedPackaging' : 'facts.confirmedNoPackaging')}</span>;
  return <span className="muted">{t('facts.none')}</span>;
}

/** The row's menu with the retrieval's moves after the link's: send now, kit shipped, picked up, and those asked first. */
export function RecoverActions({ campaign, person }: PersonSlotProps) {
  const { t } = useTranslation('campaigns-recover');
  const gateway = useRecoverGateway();
  const move = useCampaignMutation((chosen: AdminRecoverMove) => gateway.move(campaign.id, person.id, { version: person.version, move: chosen }));
  const moves = person.moves as readonly AdminRecoverMove[];
  const actions = moves.map((each): MenuAction => {
    const base = { id: `move-${each}`, label: t(`moves.${each}`), run: () => move.mutateAsync(each) };
    return ASKED.includes(each)
      ? { ...base, kind: 'confirm', title: t(`moves.ask.${each}`, { name: person.name }), text: t(`moves.explain.${each}`, { name: person.name }), destructive: each !== 'restart' }
      : { ...base, kind: 'run', done: t(`moves.done.${each}`, { name: person.name }) };
  });
  return <PersonActionMenu campaign={campaign} person={person} actions={actions} />;
}

/** In the person's devices drawer: the device's next step, if it has one. */
export function RecoverDeviceStep({ campaign, person, device }: PersonSlotProps & { device: CampaignDevice }) {
  const step = nextDeviceStep(person.state as RecoverState, { id: device.id, outcome: device.outcome as DeviceOutcome | null, disposition: device.disposition as Disposition | null });
  return <DeviceStep campaignId={campaign.id} person={person} device={device} step={step} />;
}
