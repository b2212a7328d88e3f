import { FieldError, Label, TextArea, TextField } from 'react-aria-components';

/** Free text over several lines, labelled, with the server's message for it. */
export function NotesField({ label, value, onChange, error }: { label: string; value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <TextField className="field" value={value} onChange={onChange} isInvalid={Boolean(error)}>
      <Label>{label}</Label>
      <TextArea className="input" rows={3} />
      <FieldError className="form__error">{error}</FieldError>
    </TextField>
  );
}
