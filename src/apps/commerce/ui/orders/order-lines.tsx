import { useTranslation } from 'react-i18next';
import { Money } from '../../../../ui/kit/display';

interface Line {
  readonly productId: string;
  readonly name: string;
  readonly quantity: number;
  readonly lineTotalMinor: number;
}

/** An order's lines and its total, as the pay page shows them before paying and the thank-you after. */
export function OrderLines({ lines, totalMinor, currency }: { lines: readonly Line[]; totalMinor: number; currency: string }) {
  const { t } = useTranslation('commerce-orders');
  return (
    <>
      <ul className="orders-pay__lines">
        {lines.map((line) => (
          <li key={line.productId}>
            <span>
              {line.quantity} × {line.name}
            </span>
            <Money cents={line.lineTotalMinor} currency={currency} />
          </li>
        ))}
      </ul>
      <p className="orders-pay__total">
        <span>{t('pay.orderTotal')}</span> <Money cents={totalMinor} currency={currency} />
      </p>
    </>
  );
}
