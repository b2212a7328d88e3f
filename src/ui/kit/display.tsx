import { useTranslation } from 'react-i18next';
import { CURRENCY, formatDay, formatMoney, formatTimestamp } from './format';

/** An amount kept in minor units, in the reader's number format; a dash where there is none. */
export function Money({ cents, currency = CURRENCY }: { cents: number | null; currency?: string }) {
  const { t, i18n } = useTranslation('kit');
  if (cents === null) return <span className="muted">{t('none')}</span>;
  return <span className="tabular">{formatMoney(cents, i18n.language, currency)}</span>;
}

/** A calendar day (YYYY-MM-DD) in the reader's language, as a machine-readable <time>. */
export function DayText({ day }: { day: string | null }) {
  const { t, i18n } = useTranslation('kit');
  if (!day) return <span className="muted">{t('none')}</span>;
  return <time dateTime={day}>{formatDay(day, i18n.language)}</time>;
}

/** A moment in the reader's language and time zone. */
export function TimeText({ at }: { at: string }) {
  const { i18n } = useTranslation();
  return <time dateTime={at}>{formatTimestamp(at, i18n.language)}</time>;
}
