import { useId } from 'react';

/** A labelled native select (every keyboard and phone knows it) with a first empty choice and its message, if any. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  isRequired = false,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { readonly value: string; readonly label: string }[];
  placeholder: string;
  isRequired?: boolean;
  error?: string | undefined;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  // The message stays outside the label, so that it describes the field rather than renaming it.
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="input"
        value={value}
        aria-required={isRequired}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <span id={errorId} className="form__error">
          {error}
        </span>
      )}
    </div>
  );
}
