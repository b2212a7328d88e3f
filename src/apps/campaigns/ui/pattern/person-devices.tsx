import { PanelRightOpen } from 'lucide-react';
import { DialogTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { ModalDialog } from '../../../../ui/kit/modal-dialog';
import type { CampaignDevice } from '../../application/ports/campaign-views';
import type { PersonSlotProps } from '../kinds/campaign-kind-ui';
import { CAMPAIGN_KIND_UI } from '../kinds/campaign-kinds';

/** Where one device stands: not back yet, or how it came back, its grade, and what became of it. */
function DeviceState({ device }: { device: CampaignDevice }) {
  const { t } = useTranslation('campaigns-pattern');
  if (!device.outcome) return <span className="muted">{t('devices.waiting')}</span>;
  const facts = [
    t(`outcomes.${device.outcome}`, { defaultValue: device.outcome }),
    device.grade && t('devices.grade', { grade: t(`grades.${device.grade}`, { defaultValue: device.grade }) }),
    device.disposition && t(`dispositions.${device.disposition}`, { defaultValue: device.disposition }),
  ];
  return <span>{facts.filter(Boolean).join(' · ')}</span>;
}

/**
 * A person's devices in a drawer beside the table, opened from their row by how many they are (and how many came
 * back): each with where it stands and the kind's next step for it (Recover: record its receipt, then its processing).
 */
export function PersonDevices({ campaign, person }: PersonSlotProps) {
  const { t } = useTranslation('campaigns-pattern');
  const DeviceActions = CAMPAIGN_KIND_UI[campaign.kind].DeviceActions;
  const count = person.devices.length;
  if (count === 0) return <span className="muted">{t('devices.none')}</span>;
  const back = person.devices.filter((device) => device.outcome && device.outcome !== 'not-returned').length;
  const summary = back > 0 ? t('devices.summaryBack', { count, back }) : t('devices.summary', { count });
  return (
    <DialogTrigger>
      <RippleButton className="button button--small button--ghost person-devices__open" aria-label={t('devices.openFor', { summary, name: person.name })}>
        <PanelRightOpen size={14} aria-hidden="true" />
        {summary}
      </RippleButton>
      <ModalDialog title={t('devices.title', { name: person.name })} side="end">
        {() => (
          <ul className="person-devices">
            {person.devices.map((device) => (
              // Where the focus goes once the device has no step left.
              <li key={device.id} className="person-devices__device" tabIndex={-1}>
                <div>
                  <p className="person-devices__name">
                    {device.model}
                    {device.assetTag && <span className="muted"> · {device.assetTag}</span>}
                  </p>
                  {device.serial && <p className="muted">{t('devices.serial', { serial: device.serial })}</p>}
                  <DeviceState device={device} />
                </div>
                {DeviceActions && <DeviceActions campaign={campaign} person={person} device={device} />}
              </li>
            ))}
          </ul>
        )}
      </ModalDialog>
    </DialogTrigger>
  );
}
