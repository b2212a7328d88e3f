import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { LeavingProgress as Progress } from '../../application/ports/people-gateway';
import type { LeavingDeviceState } from '../../domain/leaving';
import { managePaths } from '../../domain/paths';
import { pathOfRoute } from '../../../../domain/routing/route-named';
import { Badge, type Tone } from '../../../../ui/kit/badge';
import { RecordTable } from '../../../../ui/kit/record-table';

const TONES: Readonly<Record<LeavingDeviceState, Tone>> = { held: 'warning', 'in-campaign': 'info', back: 'success', 'written-off': 'neutral' };

/** A leaver's devices and where each got: with them, in their Recover campaign, back or written off, until all are done. */
export function LeavingProgress({ leaving }: { leaving: Progress }) {
  const { t } = useTranslation('manage-people');
  const done = leaving.devices.filter((device) => device.state === 'back' || device.state === 'written-off').length;
  return (
    <section className="panel" aria-labelledby="leaving-progress">
      <h2 id="leaving-progress">{t('leaving.title')}</h2>
      {leaving.complete ? (
        <p>{t('leaving.complete')}</p>
      ) : (
        <p>{t('leaving.progress', { back: done, count: leaving.devices.length })}</p>
      )}
      {leaving.devices.length > 0 && (
        <RecordTable
          label={t('leaving.title')}
          rows={leaving.devices}
          rowKey={(device) => device.assetId}
          columns={[
            { header: t('leaving.columns.asset'), cell: (device) => <Link href={managePaths.asset(device.assetId)}>{device.assetTag}</Link> },
            { header: t('leaving.columns.model'), cell: (device) => [device.manufacturer, device.model].filter(Boolean).join(' ') },
            { header: t('leaving.columns.where'), cell: (device) => <Badge tone={TONES[device.state]}>{t(`leaving.states.${device.state}`)}</Badge> },
            {
              header: t('leaving.columns.campaign'),
              cell: (device) =>
                device.campaign && (
                  // One piece, so that on a phone's card the state wraps under the name rather than past the edge.
                  <span className="leaving-campaign">
                    <Link href={pathOfRoute('recover-campaign-details', { id: device.campaign.id }) ?? '#'}>{device.campaign.name}</Link>
                    <span className="muted">{t(`leaving.personStates.${device.campaign.personState}`, { defaultValue: device.campaign.personState })}</span>
                  </span>
                ),
            },
          ]}
        />
      )}
    </section>
  );
}
