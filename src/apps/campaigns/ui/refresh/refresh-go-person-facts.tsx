import { useTranslation } from 'react-i18next';
import type { PersonSlotProps } from '../kinds/campaign-kind-ui';

/** Refresh Go's column on the details page: the new device the person picked, and the order of its kit once placed. */
export function RefreshGoPersonFacts({ person }: PersonSlotProps) {
  const { t } = useTranslation('campaigns-refresh');
  const { newDevice, orderNumber } = person.data;
  if (typeof newDevice !== 'string') return <span className="muted">{t('go.notStarted')}</span>;
  return (
    <span>
      {t('go.picked', { device: newDevice })}
      {typeof orderNumber === 'number' && <> · {t('go.ordered', { number: orderNumber })}</>}
    </span>
  );
}
