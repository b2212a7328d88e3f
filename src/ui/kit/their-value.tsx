import { useTranslation } from 'react-i18next';

/** Beside a field, after a conflict: what the other person saved, when it differs from what this form opened with. */
export function TheirValue({ opened, theirs }: { opened: unknown; theirs: unknown }) {
  const { t } = useTranslation('kit');
  if (theirs === undefined || JSON.stringify(opened) === JSON.stringify(theirs)) return null;
  const shown = theirs === null || theirs === '' ? t('conflict.empty') : String(theirs);
  return <p className="their-value">{t('conflict.theirs', { value: shown })}</p>;
}
