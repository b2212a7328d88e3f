import { Label, Text, TextArea, TextField } from 'react-aria-components';
import './code-field.css';

interface CodeFieldProps {
  readonly label: string;
  readonly value: string;
  onChange?(value: string): void;
  readonly description?: string;
  /** Why the text cannot be used; shown under the field and announced. */
  readonly error?: string | null;
  readonly isReadOnly?: boolean;
  readonly rows?: number;
}

/** A labelled text area for code (JSON, Mermaid), with its problem, if any, announced and tied to the field. */
export function CodeField({ label, value, onChange, description, error, isReadOnly, rows = 6 }: CodeFieldProps) {
  return (
    <TextField
      className="code-field"
      value={value}
      onChange={onChange}
      isInvalid={Boolean(error)}
      isReadOnly={isReadOnly}
      // Code is not prose: no spelling marks, no corrections.
      spellCheck="false"
      autoCorrect="off"
    >
      <Label>{label}</Label>
      <TextArea className="code-field__text" rows={rows} />
      {description && <Text slot="description">{description}</Text>}
      {error && (
        <Text slot="errorMessage" className="form__error" role="alert">
          {error}
        </Text>
      )}
    </TextField>
  );
}
