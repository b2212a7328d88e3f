import { useId } from 'react';
import { TheirValue } from '../../../../../ui/kit/their-value';

/** A yes-or-no setting as a native checkbox with its label, and the server's message for it. */
export function CheckField({ label, checked, onChange, description, error }: { label: string; checked: boolean; onChange: (checked: boolean) => void; description?: string; error?: string | undefined }) {
  const hintId = useId();
  return (
    <div className="field check-field">
      <label className="check-field__label">
        <input type="checkbox" className="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby={description ? hintId : undefined} aria-invalid={error ? true : undefined} />
        {label}
      </label>
      {description && (
        <span id={hintId} className="field__hint">
          {description}
        </span>
      )}
      {error && <span className="form__error">{error}</span>}
    </div>
  );
}

/** After a stale save: what the other person saved in this field, when it differs from what the form opened with. */
export function Theirs<Draft>({ field, opened, theirs }: { field: keyof Draft; opened?: Draft; theirs?: Draft }) {
  if (!opened || !theirs) return null;
  return <TheirValue opened={opened[field]} theirs={theirs[field]} />;
}

/** A whole number typed as text; what is no whole number (or empty) is null, for the form to refuse. */
export function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}
