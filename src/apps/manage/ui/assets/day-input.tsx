import { useId } from 'react';

/** A calendar day (YYYY-MM-DD) in the browser's own date field. */
export function DayInput({ label, value, onChange, error }: { label: string; value: string; onChange: (value: string) => void; error?: string | undefined }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        className="input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="form__error">
          {error}
        </p>
      )}
    </div>
  );
}
