import { useTranslation } from 'react-i18next';
import type { ShipmentEnd } from '../../application/ports/shipments-gateway';

/** An end as one line per part of its address, as the label prints it. */
export function ShipmentEndText({ end }: { end: ShipmentEnd }) {
  const town = `${end.postcode} ${end.city}`;
  const lines = [end.name, end.line1, end.line2, end.region ? `${town}, ${end.region}` : town, end.country].filter(Boolean);
  return (
    <address className="shipping-address">
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}

/** Where a shipment leaves from and goes to, as two facts of a shipment's list. */
export function ShipmentEndFacts({ shipment }: { shipment: { readonly from: ShipmentEnd; readonly to: ShipmentEnd } }) {
  const { t } = useTranslation('returns-shipping');
  return (
    <>
      <dt>{t('form.from')}</dt>
      <dd>
        <ShipmentEndText end={shipment.from} />
      </dd>
      <dt>{t('form.to')}</dt>
      <dd>
        <ShipmentEndText end={shipment.to} />
      </dd>
    </>
  );
}
