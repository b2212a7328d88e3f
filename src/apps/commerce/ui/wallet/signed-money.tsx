import { useTranslation } from 'react-i18next';

/** A ledger amount with its sign, credits in the success colour, debits in the danger colour. */
export function SignedMoney({ minor, currency }: { minor: number; currency: string }) {
  const { i18n } = useTranslation();
  const text = new Intl.NumberFormat(i18n.language, { style: 'currency', currency, signDisplay: 'exceptZero' }).format(minor / 100);
  return <span className={`tabular wallet-amount wallet-amount--${minor < 0 ? 'debit' : 'credit'}`}>{text}</span>;
}
