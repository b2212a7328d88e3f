import { DialogTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../ui/kit/badge';
import { DayText, TimeText } from '../../../../ui/kit/display';
import { ModalDialog } from '../../../../ui/kit/modal-dialog';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { QueryView } from '../../../../ui/kit/query-view';
import { RecordTable, type RecordColumn } from '../../../../ui/kit/record-table';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { FormError } from '../../../../ui/kit/form-error';
import type { LoopDevice } from '../../application/ports/loop-gateway';
import { releaseRefusals, type CertifiedRecycler } from '../../domain/loop-device';
import { useLoopDevices, useReleaseLoopDevice } from '../queries/loop';
import { LoopBulkAdd } from './loop-bulk-add';
import { LoopDeviceForm } from './loop-device-form';
import { recyclerDraftOf } from './loop-recycler-fields';

function DeviceState({ device }: { device: LoopDevice }) {
  const { t } = useTranslation('campaigns-loop');
  if (device.releasedAt) {
    return (
      <Badge tone="success">
        {t('state.left')} <TimeText at={device.releasedAt} />
      </Badge>
    );
  }
  const refusals = releaseRefusals(device);
  if (refusals.length === 0) return <Badge tone="info">{t('state.ready')}</Badge>;
  return (
    <span className="loop-device__waiting">
      <Badge tone="warning">{t('state.waiting')}</Badge>
      <span className="loop-device__reasons">{refusals.map((code) => t(`release.${code}`)).join(' · ')}</span>
    </span>
  );
}

function Sanitisation({ device }: { device: LoopDevice }) {
  const { t } = useTranslation('campaigns-loop');
  const record = device.sanitisation;
  if (!record) return <span className="muted">{t('sanitisation.none')}</span>;
  return (
    <span className="loop-device__record">
      <span>
        {t(`methods.${record.method}`)} · <DayText day={record.performedOn} />
      </span>
      <span className="muted">
        {record.operator} · {record.certificateRef}
      </span>
    </span>
  );
}

function DeviceActions({ campaignId, device, defaultRecycler }: { campaignId: string; device: LoopDevice; defaultRecycler: CertifiedRecycler | null }) {
  const { t } = useTranslation('campaigns-loop');
  const release = useReleaseLoopDevice(campaignId);
  const { problemText } = useProblemText();
  if (device.releasedAt) return null;
  return (
    <span className="loop-device__actions">
      <DialogTrigger>
        <RippleButton className="button button--small" aria-label={t('actions.edit', { serial: device.serial })}>
          {t('actions.editShort')}
        </RippleButton>
        <ModalDialog title={t('device.title', { serial: device.serial })} side="end">
          {(close) => <LoopDeviceForm campaignId={campaignId} device={device} defaultRecycler={recyclerDraftOf(defaultRecycler)} close={close} />}
        </ModalDialog>
      </DialogTrigger>
      <RippleButton
        className="button button--small button--primary"
        isDisabled={releaseRefusals(device).length > 0}
        isPending={release.isPending}
        onPress={() => release.mutate({ id: device.id, version: device.version })}
        aria-label={t('actions.release', { serial: device.serial })}
      >
        {t('actions.releaseShort')}
      </RippleButton>
      {release.isError && <FormError>{problemText(release.error)}</FormError>}
    </span>
  );
}

/** The campaign's devices by serial, each with its grade, disposition, recycler and sanitisation, and what it still lacks. */
export function LoopDevicesPanel({ campaignId, defaultRecycler }: { campaignId: string; defaultRecycler: CertifiedRecycler | null }) {
  const { t } = useTranslation('campaigns-loop');
  const devices = useLoopDevices(campaignId);
  const columns: RecordColumn<LoopDevice>[] = [
    { header: t('columns.serial'), cell: (device) => <span className="tabular">{device.serial}</span> },
    { header: t('columns.type'), cell: (device) => t(`types.${device.type}`) },
    // The letter alone keeps the table narrow; its meaning is the letter's title and the edit form's label.
    {
      header: t('columns.grade'),
      cell: (device) => (device.grade ? <abbr title={t(`grades.${device.grade}`)}>{device.grade}</abbr> : <span className="muted">{t('device.notGraded')}</span>),
    },
    {
      header: t('columns.disposition'),
      cell: (device) => (device.disposition ? t(`dispositions.${device.disposition}`) : <span className="muted">{t('device.noDisposition')}</span>),
    },
    {
      header: t('columns.recycler'),
      cell: (device) =>
        device.recycler ? `${device.recycler.name} (${t(`certifications.${device.recycler.certification}`)} ${device.recycler.certificateId})` : '—',
    },
    { header: t('columns.sanitisation'), cell: (device) => <Sanitisation device={device} /> },
    { header: t('columns.state'), cell: (device) => <DeviceState device={device} /> },
    {
      header: t('columns.actions'),
      hiddenHeader: true,
      cell: (device) => <DeviceActions campaignId={campaignId} device={device} defaultRecycler={defaultRecycler} />,
    },
  ];
  return (
    <section className="panel loop-panel" aria-labelledby="loop-devices-title">
      <div className="loop-panel__header">
        <h2 id="loop-devices-title">{t('devices.title')}</h2>
        <DialogTrigger>
          <RippleButton className="button button--primary">{t('bulk.open')}</RippleButton>
          <ModalDialog title={t('bulk.title')} size="large">
            {(close) => <LoopBulkAdd campaignId={campaignId} close={close} />}
          </ModalDialog>
        </DialogTrigger>
      </div>
      <QueryView query={devices} isEmpty={(data) => data.devices.length === 0} empty={t('devices.empty')}>
        {(data) => <RecordTable label={t('devices.title')} columns={columns} rows={data.devices} rowKey={(device) => device.id} />}
      </QueryView>
    </section>
  );
}
