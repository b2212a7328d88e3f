import { useTranslation } from 'react-i18next';
import type { DataException } from '../../application/ports/review-gateway';
import { formatDay } from '../../../../ui/kit/format';

/** The fact a finding rests on, in the reader's words: a day in their calendar, seats as "3 of 2". */
export function ExceptionFact({ exception }: { exception: DataException }) {
  const { t, i18n } = useTranslation('manage-people');
  const { kind, fact } = exception;
  const [used, seats] = fact.split('/');
  const day = /^\d{4}-\d{2}-\d{2}$/.test(fact) ? formatDay(fact, i18n.language) : fact;
  return <>{t(`exceptions.fact.${kind}`, { fact, day, used, seats })}</>;
}
