import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../ui/kit/badge';
import { formatDay } from '../../../../ui/kit/format';
import { expiryOf } from '../../domain/licence-expiry';

/** A licence's expiry day, marked when it has passed or comes within 30 days. */
export function ExpiryDate({ expiresOn }: { expiresOn: string | null }) {
  const { t, i18n } = useTranslation('manage-software');
  const expiry = expiryOf(expiresOn);
  if (expiry === 'none') return <span className="muted">{t('expiry.none')}</span>;
  return (
    <span className="expiry">
      {formatDay(expiresOn, i18n.language)}
      {(expiry === 'expired' || expiry === 'soon') && <Badge tone={expiry === 'expired' ? 'danger' : 'warning'}>{t(`expiry.${expiry}`)}</Badge>}
    </span>
  );
}
