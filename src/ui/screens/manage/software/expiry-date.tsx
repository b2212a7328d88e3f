import { useTranslation } from 'react-i18next';
import { formatDay } from '../shared/format';
import { expiryOf } from '../../../../domain/manage/licence-expiry';

/** A licence's expiry day, marked when it has passed or comes within 30 days. */
export function ExpiryDate({ expiresOn }: { expiresOn: string | null }) {
  const { t, i18n } = useTranslation('manage-software');
  const expiry = expiryOf(expiresOn);
  if (expiry === 'none') return <span className="muted">{t('expiry.none')}</span>;
  return (
    <span className="expiry">
      {formatDay(expiresOn, i18n.language)}
      {(expiry === 'expired' || expiry === 'soon') && <span className={`badge badge--expiry-${expiry}`}>{t(`expiry.${expiry}`)}</span>}
    </span>
  );
}
