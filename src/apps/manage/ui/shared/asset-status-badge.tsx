import { useTranslation } from 'react-i18next';
import { Badge, type Tone } from '../../../../ui/kit/badge';
import type { AssetStatus } from '../../domain/asset-status';

/** What each status means for the fleet: out with someone, on its way back, gone for good. */
const tones: Readonly<Record<AssetStatus, Tone>> = {
  'in-stock': 'success',
  deployed: 'info',
  'pending-return': 'warning',
  'in-repair': 'warning',
  retired: 'neutral',
  lost: 'danger',
};

/** An asset's status in words, coloured by what it means. */
export function StatusBadge({ status }: { status: AssetStatus }) {
  const { t } = useTranslation('manage');
  return (
    <Badge tone={tones[status]} dot>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** The admin's status label an asset carries, with its colour. */
export function StatusLabelChip({ label }: { label: { readonly name: string; readonly colour: string } | null }) {
  if (!label) return null;
  return (
    <span className="status-label">
      <span className="status-dot" style={{ background: label.colour }} aria-hidden="true" />
      {label.name}
    </span>
  );
}
