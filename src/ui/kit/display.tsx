import { useTranslation } from 'react-i18next';
import { CURRENCY, formatDay, formatMoney, formatRelative, formatTimestamp } from './format';

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

/**
 * A moment in the reader's language and time zone; `relative`, as far from now as it is ("in 3 hours"), for what is
 * judged by its distance (a deadline, a last change), the exact time a pointer or a screen reader's title away.
 */
export function TimeText({ at, relative = false }: { at: string; relative?: boolean }) {
  const { i18n } = useTranslation();
  const exact = formatTimestamp(at, i18n.language);
  if (!relative) return <time dateTime={at}>{exact}</time>;
  return (
    <time dateTime={at} title={exact}>
      {formatRelative(at, new Date(), i18n.language)}
    </time>
  );
}
