import { useTranslation } from 'react-i18next';
import { Badge, type Tone } from '../../../../ui/kit/badge';
import { formatTimestamp } from '../../../../ui/kit/format';
import { QueryView } from '../../../../ui/kit/query-view';
import { RecordTable, type RecordColumn } from '../../../../ui/kit/record-table';
import { EmptyState } from '../../../../ui/kit/states';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import type { LocationStock, StockMovement } from '../../application/ports/catalogue-gateway';
import type { StockMovementKind } from '../../domain/stock-movements';
import { useCatalogueOptions, useStockHistory } from '../queries/catalogue';
import { CatalogueFrame } from './catalogue-frame';
import { configuredStoreOf } from './catalogue-paths';
import { LinkedStock } from './linked-stock';
import { StockChangeForm } from './stock-change-form';

const tones: Readonly<Record<StockMovementKind, Tone>> = {
  received: 'success',
  adjusted: 'neutral',
  reserved: 'info',
  released: 'neutral',
  fulfilled: 'warning',
  returned: 'success',
};

/** stock-history/{id}: the product's stock per location, receiving and counting it, and every movement with its kit and order. */
export default function StockHistoryScreen({ match }: ScreenProps) {
  const { t, i18n } = useTranslation(['commerce-catalogue', 'commerce']);
  const store = configuredStoreOf(match);
  const id = match.params.id ?? '';
  const history = useStockHistory(store, id);
  const options = useCatalogueOptions(store);
  const levelColumns: RecordColumn<LocationStock>[] = [
    { header: t('stock.location'), cell: (level) => level.locationName },
    { header: t('stock.onHand'), cell: (level) => level.onHand },
    { header: t('stock.reserved'), cell: (level) => level.reserved },
    { header: t('stock.available'), cell: (level) => level.available },
  ];
  const movementColumns: RecordColumn<StockMovement>[] = [
    { header: t('history.at'), cell: (movement) => formatTimestamp(movement.at, i18n.language) },
    { header: t('history.kind'), cell: (movement) => <Badge tone={tones[movement.kind]}>{t(`movements.${movement.kind}`)}</Badge> },
    { header: t('history.product'), cell: (movement) => movement.product.name },
    { header: t('history.quantity'), cell: (movement) => movement.quantity },
    { header: t('stock.location'), cell: (movement) => movement.location.name },
    { header: t('history.after'), cell: (movement) => t('history.afterValue', { onHand: movement.onHandAfter, reserved: movement.reservedAfter }) },
    {
      header: t('history.reference'),
      cell: (movement) =>
        [movement.kit && t('history.kit', { name: movement.kit.name }), movement.orderId && t('history.order', { id: movement.orderId.slice(0, 8) }), movement.note]
          .filter(Boolean)
          .join(' · '),
    },
    { header: t('history.actor'), cell: (movement) => movement.actor ?? '' },
  ];
  return (
    <CatalogueFrame store={store} title={history.data ? t('history.title', { name: history.data.product.name }) : t('history.titlePlain')} lead={t('history.lead')}>
      <QueryView query={history}>
        {(data) => (
          <div className="catalogue-history">
            <section className="panel" aria-labelledby="catalogue-levels-title">
              <h2 id="catalogue-levels-title">{t('stock.title')}</h2>
              {data.product.kind === 'kit' ? (
                <p className="muted">{t('stock.kitAvailable', { count: data.available })}</p>
              ) : data.accessory ? (
                <LinkedStock accessory={data.accessory} />
              ) : data.stock.length === 0 ? (
                <p className="muted">{t('stock.none')}</p>
              ) : (
                <RecordTable label={t('stock.title')} columns={levelColumns} rows={data.stock} rowKey={(level) => level.locationId} />
              )}
            </section>
            {data.product.kind === 'product' && !data.accessory && (
              <QueryView query={options}>
                {(choices) => (
                  <div className="catalogue-stock-forms">
                    <section className="panel" aria-labelledby="catalogue-receive-title">
                      <h2 id="catalogue-receive-title">{t('stock.receive.title')}</h2>
                      <StockChangeForm store={store} productId={id} mode="receive" locations={choices.locations} />
                    </section>
                    <section className="panel" aria-labelledby="catalogue-adjust-title">
                      <h2 id="catalogue-adjust-title">{t('stock.adjust.title')}</h2>
                      <StockChangeForm store={store} productId={id} mode="adjust" locations={choices.locations} />
                    </section>
                  </div>
                )}
              </QueryView>
            )}
            <section className="panel" aria-labelledby="catalogue-movements-title">
              <h2 id="catalogue-movements-title">{t('history.movements')}</h2>
              {data.movements.length === 0 ? (
                <EmptyState title={t('history.empty')} />
              ) : (
                <RecordTable label={t('history.movements')} columns={movementColumns} rows={data.movements} rowKey={(movement) => movement.id} />
              )}
            </section>
          </div>
        )}
      </QueryView>
    </CatalogueFrame>
  );
}
