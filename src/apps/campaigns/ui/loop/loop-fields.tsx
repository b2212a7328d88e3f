import { useId, type InputHTMLAttributes } from 'react';

/** A labelled native date input: the browser's own picker, `YYYY-MM-DD` in and out. */
export function DayField({
  label,
  error,
  ...props
}: { label: string; error?: string | undefined } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'className'>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
      {error && (
        <p id={`${id}-error`} className="form__error">
          {error}
        </p>
      )}
    </div>
  );
}
