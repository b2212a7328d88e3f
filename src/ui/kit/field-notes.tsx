import { FieldError } from 'react-aria-components/FieldError';
import { Text } from 'react-aria-components/Text';

/** Under a React Aria field: its hint, read out with it, and the server's message for it, if any. */
export function FieldNotes({ description, error }: { description?: string | undefined; error?: string | undefined }) {
  return (
    <>
      {description && (
        <Text slot="description" className="field__hint">
          {description}
        </Text>
      )}
      <FieldError className="form__error">{error}</FieldError>
    </>
  );
}
