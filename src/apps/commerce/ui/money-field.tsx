import { useState } from 'react';
import { TextInput } from '../../../ui/kit/text-input';
import { formatNumber, parseMoney } from '../../../ui/kit/format';

/** Minor units as the reader writes the amount, without the currency: 1234.50 is "1,234.50" in English, "1.234,50" in German. */
export function moneyText(minor: number, language: string): string {
  return formatNumber(minor / 100, language, { exactly: 2 });
}

/**
 * An amount typed as people type it ("12.50", "12,50", "1.234,50"), kept as minor units: undefined while empty or
 * when it is no amount (`invalid` then says which), for the form to refuse. Zero counts as an amount only where
 * `allowZero` says so (a threshold, not a payment). `initial` starts the field with an amount in the reader's locale.
 */
export function useMoneyField({ initial, allowZero = false }: { initial?: { minor: number; language: string }; allowZero?: boolean } = {}) {
  const [text, setText] = useState(() => (initial ? moneyText(initial.minor, initial.language) : ''));
  const parsed = parseMoney(text);
  const amount = parsed === null || parsed === undefined || (parsed === 0 && !allowZero) ? undefined : parsed;
  return { text, setText, minor: amount, invalid: text.trim() !== '' && amount === undefined };
}

export function MoneyField({
  label,
  field,
  error,
  description,
}: {
  label: string;
  field: ReturnType<typeof useMoneyField>;
  error?: string | undefined;
  description?: string;
}) {
  return <TextInput label={label} value={field.text} onChange={field.setText} inputMode="decimal" isRequired error={error} description={description} />;
}
