import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../ui/kit/format';

/** A ledger amount with its sign, credits in the success colour, debits in the danger colour. */
export function SignedMoney({ minor, currency }: { minor: number; currency: string }) {
  const { i18n } = useTranslation();
  const text = formatMoney(minor, i18n.language, currency, { signed: true });
  return <span className={`tabular wallet-amount wallet-amount--${minor < 0 ? 'debit' : 'credit'}`}>{text}</span>;
}
