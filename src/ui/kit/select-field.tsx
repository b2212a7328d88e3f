import { useId, type ReactNode } from 'react';

/** A labelled native select with an optional empty first choice, an optional hint, and the server's message for it if any. */
export function SelectField({
  label,
  value,
  onChange,
  emptyLabel,
  description,
  isRequired,
  error,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  emptyLabel?: string;
  /** A hint under the field, read out with it. */
  description?: string | undefined;
  isRequired?: boolean;
  error?: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="input"
        value={value}
        required={isRequired}
        aria-invalid={error ? true : undefined}
        aria-describedby={[description && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {children}
      </select>
      {description && (
        <p id={`${id}-hint`} className="field__hint">
          {description}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="form__error">
          {error}
        </p>
      )}
    </div>
  );
}
