import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { SoftwareDetails } from '../../application/ports/software-gateway';
import { managePaths } from '../../domain/paths';
import { QueryView } from '../../../../ui/kit/query-view';
import { useSoftware } from '../queries/use-software';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import { ManageFrame } from '../shared/app-frame';
import { RecordTable } from '../../../../ui/kit/record-table';
import { EditSoftwareDialog } from './edit-software-dialog';
import { ExpiryDate } from './expiry-date';
import { SeatMeter } from './seat-meter';

function SoftwareLicences({ software }: { software: SoftwareDetails }) {
  const { t } = useTranslation('manage-software');
  return (
    <section className="panel" aria-labelledby="software-licences">
      <div className="section-header">
        <h2 id="software-licences">{t('software.licences')}</h2>
        <Link href={managePaths.addLicence(software.id)} className="button button--primary">
          {t('licence.add')}
        </Link>
      </div>
      {software.licences.length === 0 ? (
        <p className="empty-state">{t('software.noLicences')}</p>
      ) : (
        <RecordTable
          label={t('software.licencesOf', { name: software.name })}
          rows={software.licences}
          rowKey={(licence) => licence.id}
          columns={[
            { header: t('licence.name'), cell: (licence) => <Link href={managePaths.licence(licence.id)}>{licence.name}</Link> },
            { header: t('licence.key'), cell: (licence) => <code>{licence.keyMasked ?? t('licence.noKey')}</code> },
            { header: t('seats.title'), cell: (licence) => <SeatMeter used={licence.seatsUsed} seats={licence.seats} /> },
            { header: t('licence.expiresOn'), cell: (licence) => <ExpiryDate expiresOn={licence.expiresOn} /> },
          ]}
        />
      )}
    </section>
  );
}

function SoftwareFacts({ software }: { software: SoftwareDetails }) {
  const { t } = useTranslation('manage-software');
  return (
    <section className="panel" aria-labelledby="software-facts">
      <h2 id="software-facts">{t('software.facts')}</h2>
      <dl className="facts">
        <dt>{t('software.publisher')}</dt>
        <dd>{software.publisher ?? '—'}</dd>
        <dt>{t('software.category')}</dt>
        <dd>{software.category ?? '—'}</dd>
        <dt>{t('software.licenceCount')}</dt>
        <dd>{software.licenceCount}</dd>
        <dt>{t('seats.title')}</dt>
        <dd>
          <SeatMeter used={software.seatsUsed} seats={software.seats} />
        </dd>
        <dt>{t('software.notes')}</dt>
        <dd className="software__notes">{software.notes ?? '—'}</dd>
      </dl>
    </section>
  );
}

/** One software title: its facts, its edit, and the licences bought for it. */
export default function SoftwareDetailsScreen({ match }: ScreenProps) {
  const { t } = useTranslation('manage-software');
  const id = match.params.ID ?? '';
  const software = useSoftware(id);
  return (
    <ManageFrame title={software.data?.name ?? t('software.detailsTitle')} actions={software.data && <EditSoftwareDialog software={software.data} />}>
      <QueryView query={software}>
        {(data) => (
          <>
            <SoftwareFacts software={data} />
            <SoftwareLicences software={data} />
          </>
        )}
      </QueryView>
    </ManageFrame>
  );
}
