import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ManagedPersonDetails } from '../../application/ports/people-gateway';
import { managePaths } from '../../domain/paths';
import { RecordTable } from '../../../../ui/kit/record-table';
import { StatusBadge } from '../shared/asset-status-badge';

function Holding({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  const { t } = useTranslation('manage-people');
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {count === 0 ? <p className="muted">{t('detail.none')}</p> : children}
    </section>
  );
}

/** What a person holds: their devices, licence seats and accessories, each linked to its record where it has one. */
export function PersonHoldings({ person }: { person: ManagedPersonDetails }) {
  const { t } = useTranslation(['manage-people', 'manage']);
  return (
    <>
      <Holding id="person-assets" title={t('detail.assets')} count={person.assets.length}>
        <RecordTable
          label={t('detail.assets')}
          rows={person.assets}
          rowKey={(asset) => asset.id}
          columns={[
            { header: t('fields.assetTag'), cell: (asset) => <Link href={managePaths.asset(asset.id)}>{asset.assetTag}</Link> },
            { header: t('fields.model'), cell: (asset) => [asset.manufacturer, asset.model].filter(Boolean).join(' ') },
            { header: t('fields.status'), cell: (asset) => <StatusBadge status={asset.status} /> },
          ]}
        />
      </Holding>
      <Holding id="person-licences" title={t('detail.licences')} count={person.licences.length}>
        <RecordTable
          label={t('detail.licences')}
          rows={person.licences}
          rowKey={(seat) => seat.assignmentId}
          columns={[
            { header: t('fields.licence'), cell: (seat) => <Link href={managePaths.licence(seat.licenceId)}>{seat.licenceName}</Link> },
            { header: t('fields.software'), cell: (seat) => seat.softwareName },
          ]}
        />
      </Holding>
      <Holding id="person-accessories" title={t('detail.accessories')} count={person.accessories.length}>
        <RecordTable
          label={t('detail.accessories')}
          rows={person.accessories}
          rowKey={(checkout) => checkout.checkoutId}
          columns={[
            { header: t('fields.accessory'), cell: (checkout) => checkout.name },
            { header: t('fields.quantity'), cell: (checkout) => checkout.quantity },
          ]}
        />
      </Holding>
    </>
  );
}
