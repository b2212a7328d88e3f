import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { SelectField } from '../../../../ui/kit/select-field';
import { TextInput } from '../../../../ui/kit/text-input';
import { useSubmit } from '../../../../ui/kit/use-submit';
import { useUnsavedValues } from '../../../../ui/routing/use-unsaved-changes';

/** One field of a configuration form: typed as text, picked from options, a colour, a whole number or a yes/no. */
export interface FieldSpec {
  readonly key: string;
  readonly label: string;
  readonly type: 'text' | 'number' | 'select' | 'colour' | 'lines' | 'check';
  readonly required?: boolean;
  readonly options?: readonly { readonly value: string; readonly label: string }[];
  readonly hint?: string;
}

export type Draft = Record<string, string | boolean>;

/**
 * A record's form: its fields from specs, the leave guard while typed values differ from those it opened with, the
 * server's message at each field, and a submit that disables while it runs.
 */
export function ConfigForm({ fields, initial, onSave, close }: { fields: readonly FieldSpec[]; initial: Draft; onSave: (draft: Draft) => Promise<unknown>; close: () => void }) {
  const { t } = useTranslation('manage-configure');
  const [draft, setDraft] = useState(initial);
  const submit = useSubmit(async () => {
    await onSave(draft);
    close();
  });
  useUnsavedValues(draft, initial, submit.pending);
  const set = (key: string, value: string | boolean) => setDraft((current) => ({ ...current, [key]: value }));
  const text = (key: string) => String(draft[key] ?? '');
  return (
    <Form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit.onSubmit();
      }}
    >
      {fields.map((field) => {
        const error = submit.fieldError(field.key);
        switch (field.type) {
          case 'select':
            return (
              <SelectField key={field.key} label={field.label} value={text(field.key)} onChange={(value) => set(field.key, value)} isRequired={field.required ?? false} error={error} {...(!field.required && { emptyLabel: t('none') })}>
                {field.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </SelectField>
            );
          case 'colour':
            return (
              <label key={field.key} className="field">
                <span>{field.label}</span>
                <input type="color" className="input input--colour" value={text(field.key)} onChange={(event) => set(field.key, event.target.value)} />
                {error && <span className="form__error">{error}</span>}
              </label>
            );
          case 'check':
            return (
              <label key={field.key} className="field check-field__label">
                <input type="checkbox" className="checkbox" checked={draft[field.key] === true} onChange={(event) => set(field.key, event.target.checked)} />
                {field.label}
              </label>
            );
          case 'lines':
            return (
              <label key={field.key} className="field">
                <span>{field.label}</span>
                <textarea className="input" rows={4} value={text(field.key)} onChange={(event) => set(field.key, event.target.value)} aria-describedby={`${field.key}-hint`} />
                {field.hint && <span id={`${field.key}-hint`} className="field__hint">{field.hint}</span>}
                {error && <span className="form__error">{error}</span>}
              </label>
            );
          default:
            return (
              <TextInput
                key={field.key}
                label={field.label}
                value={text(field.key)}
                onChange={(value) => set(field.key, value)}
                isRequired={field.required ?? false}
                inputMode={field.type === 'number' ? 'decimal' : undefined}
                error={error}
                {...(field.hint && { description: field.hint })}
              />
            );
        }
      })}
      <FormError>{submit.error}</FormError>
      <FormButtons cancel={{ onPress: close }} pending={submit.pending} />
    </Form>
  );
}
