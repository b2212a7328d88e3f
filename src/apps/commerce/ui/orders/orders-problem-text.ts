import { useTranslation } from 'react-i18next';
import { problemText } from '../../../../ui/kit/problem-text';

/** A failed order call in the reader's words: the orders' own refusals (out of stock, insufficient funds…) first. */
export function useOrdersProblemText() {
  const { t } = useTranslation('shell');
  return (error: unknown) => problemText(t, error, 'commerce-orders');
}
