import type { ComponentProps } from 'react';
import { SelectField } from './select-field';

interface Choice<T extends string> {
  readonly value: T;
  readonly label: string;
}

/** The kit's select over a list of known values, each with its label, for forms that hold their choices as data. */
export function ChoiceField<T extends string>({
  options,
  onChange,
  ...field
}: Omit<ComponentProps<typeof SelectField>, 'children' | 'onChange'> & { options: readonly Choice<T>[]; onChange: (value: T) => void }) {
  return (
    <SelectField {...field} onChange={(value) => onChange(value as T)}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
