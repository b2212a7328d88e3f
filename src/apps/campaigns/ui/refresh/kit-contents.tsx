import { useTranslation } from 'react-i18next';
import type { OfferedKit } from '../../application/ports/refresh-gateway';

/** What a kit holds, as one line: "ThinkPad X1 Carbon, 2 × USB-C charger". */
export function KitContents({ kit, id }: { kit: OfferedKit; id?: string }) {
  const { t } = useTranslation('campaigns-refresh');
  const parts = kit.components.map((component) => (component.quantity > 1 ? t('go.kitPart', { count: component.quantity, name: component.name }) : component.name));
  return (
    <span id={id} className="go-kit__contents muted">
      {parts.length > 0 ? parts.join(', ') : t('go.kitEmpty')}
    </span>
  );
}
