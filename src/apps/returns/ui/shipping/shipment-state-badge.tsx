import { useTranslation } from 'react-i18next';
import { Badge, type Tone } from '../../../../ui/kit/badge';
import type { ShipmentState } from '../../domain/shipment-tracking';

const TONES: Readonly<Record<ShipmentState, Tone>> = {
  pre_transit: 'neutral',
  in_transit: 'info',
  out_for_delivery: 'info',
  available_for_pickup: 'warning',
  delivered: 'success',
  return_to_sender: 'warning',
  failure: 'danger',
  cancelled: 'neutral',
  error: 'danger',
};

export function ShipmentStateBadge({ state }: { state: ShipmentState }) {
  const { t } = useTranslation('returns-shipping');
  return (
    <Badge tone={TONES[state]} dot>
      {t(`states.${state}`)}
    </Badge>
  );
}
