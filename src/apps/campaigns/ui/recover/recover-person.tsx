import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { ConfirmAction } from '../../../../ui/kit/confirm-action';
import type { AdminRecoverMove } from '../../application/ports/recover-gateway';
import { receiveDevice, type RecoverState } from '../../domain/recover-state';
import type { PersonSlotProps } from '../kinds/campaign-kind-ui';
import { useCampaignMutation } from '../queries/campaign-queries';
import { useRecoverGateway } from '../queries/recover-queries';
import { DeviceStepDialog } from './device-dialogs';

/** Moves that end or restart a retrieval are asked about first; the others are one press. */
const ASKED: readonly string[] = ['no-response', 'restart', 'cancel'];

/** What the leaver told the page: the pickup booked, the packaging, or that the device is already back. */
export function RecoverFacts({ person }: PersonSlotProps) {
  const { t } = useTranslation('campaigns-recover');
  const data = person.data;
  if (typeof data['alreadyReturnedNote'] === 'string') return <span>{t('facts.alreadyReturned', { note: data['alreadyReturnedNote'] })}</span>;
  if (typeof data['pickupDay'] === 'string') {
    return <span>{t('facts.pickup', { day: data['pickupDay'], slot: t(`slots.${String(data['pickupSlot'])}`) })}</span>;
  }
  if (typeof data['address'] === 'string') return <span>{t(data['hasPackaging'] ? 'facts.confirmedPackaging' : 'facts.confirmedNoPackaging')}</span>;
  return <span className="muted">{t('facts.none')}</span>;
}

/** An admin's actions on one retrieval: its moves, and each device's next step. */
export function RecoverActions({ campaign, person }: PersonSlotProps) {
  const { t } = useTranslation('campaigns-recover');
  const gateway = useRecoverGateway();
  const move = useCampaignMutation((chosen: AdminRecoverMove) => gateway.move(campaign.id, person.id, { version: person.version, move: chosen }));
  const receivable = receiveDevice(person.state as RecoverState, [{ id: 'probe', outcome: null, disposition: null }], 'probe', 'returned').ok;
  return (
    <div className="campaign-actions">
      {person.moves.map((each) =>
        ASKED.includes(each) ? (
          <ConfirmAction
            key={each}
            label={t(`moves.${each}`)}
            ariaLabel={t('moves.for', { move: t(`moves.${each}`), name: person.name })}
            title={t(`moves.${each}`)}
            confirmLabel={t(`moves.${each}`)}
            destructive={each !== 'restart'}
            onConfirm={() => move.mutateAsync(each as AdminRecoverMove)}
          >
            {t(`moves.explain.${each}`, { name: person.name })}
          </ConfirmAction>
        ) : (
          <RippleButton
            key={each}
            className="button button--small"
            isPending={move.isPending && move.variables === each}
            aria-label={t('moves.for', { move: t(`moves.${each}`), name: person.name })}
            onPress={() => void move.mutateAsync(each as AdminRecoverMove).catch(() => undefined)}
          >
            {t(`moves.${each}`)}
          </RippleButton>
        ),
      )}
      {person.devices.map((device) =>
        !device.outcome && receivable ? (
          <DeviceStepDialog key={device.id} campaignId={campaign.id} person={person} device={device} step="receive" />
        ) : device.outcome && device.outcome !== 'not-returned' && !device.disposition ? (
          <DeviceStepDialog key={device.id} campaignId={campaign.id} person={person} device={device} step="process" />
        ) : null,
      )}
      {move.error && <span className="form__error">{t('moves.failed')}</span>}
    </div>
  );
}
