import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../ui/kit/format';

/** A file's size in kB or MB, in the reader's number format. */
export function FileSize({ bytes }: { bytes: number }) {
  const { t, i18n } = useTranslation('service-desk');
  const number = (value: number) => formatNumber(value, i18n.language, { atMost: 1 });
  const text = bytes >= 1_000_000 ? t('attachments.megabytes', { size: number(bytes / 1_000_000) }) : t('attachments.kilobytes', { size: number(Math.max(bytes / 1000, 0.1)) });
  return <span className="muted tabular">{text}</span>;
}
