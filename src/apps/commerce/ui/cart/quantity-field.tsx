import { Minus, Plus } from 'lucide-react';
import { Button, Group, Input, Label, NumberField } from 'react-aria-components';
import { MAX_LINE_QUANTITY } from '../../domain/cart-rules';

/** A whole number of units with − and + beside it, from 1 up to what a cart line may hold. */
export function QuantityField({
  label,
  value,
  onChange,
  isDisabled = false,
  hideLabel = false,
}: {
  label: string;
  value: number;
  onChange: (quantity: number) => void;
  isDisabled?: boolean;
  hideLabel?: boolean;
}) {
  return (
    <NumberField
      className="quantity-field"
      value={value}
      minValue={1}
      maxValue={MAX_LINE_QUANTITY}
      isDisabled={isDisabled}
      formatOptions={{ maximumFractionDigits: 0 }}
      onChange={(next) => {
        if (Number.isInteger(next) && next !== value) onChange(next);
      }}
    >
      <Label className={hideLabel ? 'visually-hidden' : 'quantity-field__label'}>{label}</Label>
      <Group className="quantity-field__group">
        <Button slot="decrement" className="quantity-field__step">
          <Minus size={14} aria-hidden="true" />
        </Button>
        <Input className="input quantity-field__input" />
        <Button slot="increment" className="quantity-field__step">
          <Plus size={14} aria-hidden="true" />
        </Button>
      </Group>
    </NumberField>
  );
}
