import type { ReactNode } from 'react';
import { FieldError, Label, Radio, RadioGroup, Text } from 'react-aria-components';

interface RadioChoice<T extends string> {
  readonly value: T;
  readonly label: ReactNode;
}

/**
 * One choice among a few, each option a card with its circle: React Aria's radio group, labelled, with an optional
 * hint and the server's message. A press anywhere on an option chooses it, a press on its input too (kit.css's
 * `.radio-option` says how); arrows move between options, the ring shows the keyboard's focus.
 */
export function RadioGroupField<T extends string>({
  label,
  description,
  value,
  onChange,
  options,
  isRequired,
  error,
  orientation = 'vertical',
}: {
  label: string;
  description?: string;
  value: T | null;
  onChange: (value: T) => void;
  options: readonly RadioChoice<T>[];
  isRequired?: boolean;
  error?: string | undefined;
  orientation?: 'vertical' | 'horizontal';
}) {
  return (
    <RadioGroup
      className="radio-group"
      value={value}
      onChange={(next) => onChange(next as T)}
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      orientation={orientation}
      validationBehavior="aria"
    >
      <Label className="radio-group__label">{label}</Label>
      {description && (
        <Text slot="description" className="field__hint">
          {description}
        </Text>
      )}
      <div className="radio-group__options">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className="radio-option">
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldError className="form__error">{error}</FieldError>
    </RadioGroup>
  );
}
