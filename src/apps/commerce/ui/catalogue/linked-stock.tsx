import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { pathOfRoute } from '../../../../domain/routing/route-named';
import type { LinkedAccessory } from '../../application/ports/catalogue-gateway';

/** A linked product's stock: the Manage accessory's one count, received and counted on the accessory itself. */
export function LinkedStock({ accessory }: { accessory: LinkedAccessory }) {
  const { t } = useTranslation('commerce-catalogue');
  const href = pathOfRoute('manage-beta-update-accessory', { productType: 'accessory', productTypeId: 'all', ID: accessory.id }) ?? '#';
  return (
    <div className="catalogue-linked">
      <p>{t('stock.linked', { name: accessory.name, available: accessory.available, total: accessory.total })}</p>
      <p className="muted">{t('stock.linkedHint')}</p>
      <Link className="link" href={href}>
        {t('stock.openAccessory', { name: accessory.name })}
      </Link>
    </div>
  );
}
