import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ManagedPersonDetails } from '../../../../application/ports/manage/people-gateway';
import { managePaths } from '../../../../domain/routing/manage-paths';
import { StatusBadge } from '../shared/status-badge';

function Holding({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  const { t } = useTranslation('manage-people');
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {count === 0 ? <p className="muted">{t('detail.none')}</p> : <div className="table-scroll">{children}</div>}
    </section>
  );
}

/** What a person holds: their devices, licence seats and accessories, each linked to its record where it has one. */
export function PersonHoldings({ person }: { person: ManagedPersonDetails }) {
  const { t } = useTranslation(['manage-people', 'manage']);
  return (
    <>
      <Holding id="person-assets" title={t('detail.assets')} count={person.assets.length}>
        <table className="table" aria-label={t('detail.assets')}>
          <thead>
            <tr>
              <th scope="col">{t('fields.assetTag')}</th>
              <th scope="col">{t('fields.model')}</th>
              <th scope="col">{t('fields.status')}</th>
            </tr>
          </thead>
          <tbody>
            {person.assets.map((asset) => (
              <tr key={asset.id}>
                <td data-label={t('fields.assetTag')}>
                  <Link href={managePaths.asset(asset.id)}>{asset.assetTag}</Link>
                </td>
                <td data-label={t('fields.model')}>{[asset.manufacturer, asset.model].filter(Boolean).join(' ')}</td>
                <td data-label={t('fields.status')}>
                  <StatusBadge status={asset.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Holding>
      <Holding id="person-licences" title={t('detail.licences')} count={person.licences.length}>
        <table className="table" aria-label={t('detail.licences')}>
          <thead>
            <tr>
              <th scope="col">{t('fields.licence')}</th>
              <th scope="col">{t('fields.software')}</th>
            </tr>
          </thead>
          <tbody>
            {person.licences.map((seat) => (
              <tr key={seat.assignmentId}>
                <td data-label={t('fields.licence')}>
                  <Link href={managePaths.licence(seat.licenceId)}>{seat.licenceName}</Link>
                </td>
                <td data-label={t('fields.software')}>{seat.softwareName}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Holding>
      <Holding id="person-accessories" title={t('detail.accessories')} count={person.accessories.length}>
        <table className="table" aria-label={t('detail.accessories')}>
          <thead>
            <tr>
              <th scope="col">{t('fields.accessory')}</th>
              <th scope="col">{t('fields.quantity')}</th>
            </tr>
          </thead>
          <tbody>
            {person.accessories.map((checkout) => (
              <tr key={checkout.checkoutId}>
                <td data-label={t('fields.accessory')}>{checkout.name}</td>
                <td data-label={t('fields.quantity')}>{checkout.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Holding>
    </>
  );
}
