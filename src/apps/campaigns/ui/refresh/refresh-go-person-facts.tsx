import { useTranslation } from 'react-i18next';
import type { PersonSlotProps } from '../kinds/campaign-kind-ui';

/** Refresh Go's column on the details page: the new device the person picked when they started. */
export function RefreshGoPersonFacts({ person }: PersonSlotProps) {
  const { t } = useTranslation('campaigns-refresh');
  const newDevice = person.data.newDevice;
  if (typeof newDevice !== 'string') return <span className="muted">{t('go.notStarted')}</span>;
  return <span>{t('go.picked', { device: newDevice })}</span>;
}
