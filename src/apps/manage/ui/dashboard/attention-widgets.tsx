import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { managePaths } from '../../domain/paths';
import { withQuery } from '../../../../domain/routing/with-query';
import {
  useExpiringLicences,
  useLowStockAccessories,
  useOpenExceptionCount,
  usePendingImportCount,
} from '../queries/use-manage-overview';
import { formatDay } from '../../../../ui/kit/format';
import { Widget } from './widget';
import { formatNumber } from '../../../../ui/kit/format';

const SHOWN = 5;
const EXPIRY_WINDOW_DAYS = 60;

/** The ISO day a number of days from now. */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export function LowStock() {
  const { t } = useTranslation('manage-accessories');
  const low = useLowStockAccessories(SHOWN);
  return (
    <Widget title={t('dashboard.lowStock')} query={low}>
      {(page) =>
        page.total === 0 ? (
          <p className="muted">{t('dashboard.lowStockNone')}</p>
        ) : (
          <>
            <ul className="overview-list">
              {page.items.map((accessory) => (
                <li key={accessory.id}>
                  <Link href={managePaths.updateAccessory(accessory.id)}>{accessory.name}</Link>{' '}
                  <span>{t('stock.availableOfShort', { available: accessory.available, total: accessory.total })}</span>
                </li>
              ))}
            </ul>
            <Link href={withQuery(managePaths.accessories(), { lowStock: 'true' })}>{t('dashboard.lowStockAll', { count: page.total })}</Link>
          </>
        )
      }
    </Widget>
  );
}

export function ExpiringLicences() {
  const { t, i18n } = useTranslation('manage-accessories');
  const [before] = useState(() => dayFromNow(EXPIRY_WINDOW_DAYS));
  const expiring = useExpiringLicences(before, SHOWN);
  return (
    <Widget title={t('dashboard.expiring', { days: EXPIRY_WINDOW_DAYS })} query={expiring}>
      {(page) =>
        page.total === 0 ? (
          <p className="muted">{t('dashboard.expiringNone')}</p>
        ) : (
          <>
            <ul className="overview-list">
              {page.items.map((licence) => (
                <li key={licence.id}>
                  <Link href={managePaths.licence(licence.id)}>{`${licence.software.name} · ${licence.name}`}</Link>{' '}
                  <span>{t('dashboard.expiresOn', { day: formatDay(licence.expiresOn, i18n.language) })}</span>
                </li>
              ))}
            </ul>
            <p>{t('dashboard.expiringCount', { count: page.total })}</p>
          </>
        )
      }
    </Widget>
  );
}

function CountLink({ count, href, label }: { count: number; href: string; label: string }) {
  const { i18n } = useTranslation();
  return (
    <>
      <p className="stat-card__value tabular">{formatNumber(count, i18n.language)}</p>
      <Link href={href} className="stat-card__hint">
        {label}
      </Link>
    </>
  );
}

export function OpenExceptions() {
  const { t } = useTranslation('manage-accessories');
  const count = useOpenExceptionCount();
  return (
    <Widget title={t('dashboard.exceptions')} query={count} stat>
      {(total) => <CountLink count={total} href={managePaths.exceptions()} label={t('dashboard.exceptionsLink', { count: total })} />}
    </Widget>
  );
}

export function PendingImports() {
  const { t } = useTranslation('manage-accessories');
  const count = usePendingImportCount();
  return (
    <Widget title={t('dashboard.imports')} query={count} stat>
      {(total) => <CountLink count={total} href={managePaths.importedAssets()} label={t('dashboard.importsLink', { count: total })} />}
    </Widget>
  );
}
