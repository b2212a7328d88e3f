import { useTranslation } from 'react-i18next';
import { ListFilter } from '../../../../ui/kit/list-filter';
import type { ListControls } from '../../../../ui/kit/use-list-state';
import { ORDER_STATUSES } from '../../domain/order-status';

/** Orders of one status, or of every status. */
export function OrderStatusFilter({ controls }: { controls: ListControls }) {
  const { t } = useTranslation('commerce-orders');
  return (
    <ListFilter
      label={t('columns.status')}
      name="status"
      anyLabel={t('filters.anyStatus')}
      options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      controls={controls}
    />
  );
}
