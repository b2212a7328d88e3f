import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../../../../ui/kit/choice-field';
import { NotesField } from '../../../../ui/kit/notes-field';
import { TextInput } from '../../../../ui/kit/text-input';
import type { FormField } from '../../application/ports/requester-tickets-gateway';

export type FieldValue = string | boolean;

/** One field of a service type's form, drawn by its kind, with the message for it if any. */
export function ServiceFormField({
  field,
  value,
  onChange,
  error,
}: {
  field: FormField;
  value: FieldValue | undefined;
  onChange: (value: FieldValue) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('service-desk-requester');
  const errorId = useId();
  const text = typeof value === 'string' ? value : '';
  switch (field.kind) {
    case 'textarea':
      return <NotesField label={field.label} value={text} onChange={onChange} error={error} />;
    case 'select':
      return (
        <ChoiceField
          label={field.label}
          value={text}
          onChange={onChange}
          options={field.options.map((option) => ({ value: option, label: option }))}
          emptyLabel={t('request.choose')}
          isRequired={field.required}
          error={error}
        />
      );
    case 'checkbox':
      return (
        <div className="field">
          <label className="choice__option">
            <input
              type="checkbox"
              checked={value === true}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => onChange(event.target.checked)}
            />
            {field.label}
          </label>
          {error && (
            <span id={errorId} className="form__error">
              {error}
            </span>
          )}
        </div>
      );
    case 'number':
      return <TextInput label={field.label} isRequired={field.required} inputMode="decimal" value={text} onChange={onChange} error={error} />;
    case 'date':
      return <TextInput label={field.label} isRequired={field.required} type="date" value={text} onChange={onChange} error={error} />;
    case 'text':
      return <TextInput label={field.label} isRequired={field.required} value={text} onChange={onChange} error={error} />;
  }
}

