import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { TextField, type TextFieldProps } from 'react-aria-components/TextField';
import { FieldNotes } from './field-notes';

type TextInputProps = Omit<TextFieldProps, 'children' | 'className' | 'isInvalid'> & {
  label: string;
  /** A hint under the field, read out with it. */
  description?: string;
  /** The server's message for this field. */
  error?: string | undefined;
};

/**
 * A labelled text field with an optional hint and the server's message for it, if any. Its checks are announced
 * rather than enforced by the browser: a field the server refused must not block the corrected form's next submit.
 */
export function TextInput({ label, description, error, ...props }: TextInputProps) {
  return (
    <TextField className="field" validationBehavior="aria" isInvalid={Boolean(error)} {...props}>
      <Label>{label}</Label>
      <Input className="input" />
      <FieldNotes description={description} error={error} />
    </TextField>
  );
}
