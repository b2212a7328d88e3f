import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../../ui/feedback/ripple-button';
import { ChoiceField } from '../../../../../ui/kit/choice-field';
import { TextInput } from '../../../../../ui/kit/text-input';
import type { FormField, FormFieldKind } from '../../../application/ports/requester-tickets-gateway';
import { CheckField } from './config-fields';

const KINDS: readonly FormFieldKind[] = ['text', 'textarea', 'number', 'select', 'date', 'checkbox'];

export interface FieldDraft {
  /** Stable across reordering, so each row keeps its own inputs. */
  readonly rowKey: string;
  readonly key: string;
  readonly label: string;
  readonly kind: FormFieldKind;
  readonly required: boolean;
  /** The choices of a select, one a line. */
  readonly options: string;
}

export const fieldDraftOf = (field: FormField): FieldDraft => ({ rowKey: crypto.randomUUID(), key: field.key, label: field.label, kind: field.kind, required: field.required, options: field.options.join('\n') });

/** Answers are keyed by the field's key; a new field's key comes from its label, as lower-case words joined by -. */
function keyOf(draft: FieldDraft): string {
  const typed = draft.key.trim() || draft.label.trim().toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return /^[a-z]/.test(typed) ? typed.slice(0, 60) : `field-${typed}`.slice(0, 60);
}

export const fieldOf = (draft: FieldDraft): FormField => ({
  key: keyOf(draft),
  label: draft.label.trim(),
  kind: draft.kind,
  required: draft.required,
  options: draft.kind === 'select' ? draft.options.split('\n').map((option) => option.trim()).filter(Boolean) : [],
});

export function fieldProblems(fields: readonly FieldDraft[], words: (key: string) => string): Record<string, string> {
  const keys = fields.map(keyOf);
  return Object.fromEntries(
    fields.flatMap((field, index) => [
      ...(!field.label.trim() ? [[`fields.${index}.label`, words('config.problems.labelRequired')]] : []),
      ...(keys.indexOf(keys[index]!) !== index ? [[`fields.${index}.key`, words('config.problems.keyTaken')]] : []),
      ...(field.kind === 'select' && !field.options.trim() ? [[`fields.${index}.options`, words('config.problems.optionsRequired')]] : []),
    ]),
  );
}

/** A service type's request form, field by field: label, kind, whether it must be answered, and a select's choices. */
export function FormFieldsBuilder({ fields, onChange, fieldError }: { fields: readonly FieldDraft[]; onChange: (fields: readonly FieldDraft[]) => void; fieldError: (field: string) => string | undefined }) {
  const { t } = useTranslation('service-desk-admin');
  const set = (index: number, change: Partial<FieldDraft>) => onChange(fields.map((field, at) => (at === index ? { ...field, ...change } : field)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...fields];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  };
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">{t('config.serviceTypes.form')}</legend>
      <p className="form-section__description">{t('config.serviceTypes.formHint')}</p>
      {fields.length === 0 && <p className="muted">{t('config.serviceTypes.noFields')}</p>}
      <ol className="form-builder">
        {fields.map((field, index) => {
          const number = index + 1;
          return (
            <li key={field.rowKey} className="form-builder__field">
              <TextInput label={t('config.serviceTypes.fieldLabel', { number })} value={field.label} onChange={(label) => set(index, { label })} error={fieldError(`fields.${index}.label`)} />
              <TextInput label={t('config.serviceTypes.fieldKey', { number })} description={t('config.serviceTypes.fieldKeyHint')} value={field.key} onChange={(key) => set(index, { key })} error={fieldError(`fields.${index}.key`)} />
              <ChoiceField
                label={t('config.serviceTypes.fieldKind', { number })}
                value={field.kind}
                onChange={(kind) => set(index, { kind: kind as FormFieldKind })}
                options={KINDS.map((kind) => ({ value: kind, label: t(`config.serviceTypes.kinds.${kind}`) }))}
              />
              {field.kind === 'select' && (
                <label className="field">
                  <span>{t('config.serviceTypes.fieldOptions', { number })}</span>
                  <textarea className="input" rows={3} value={field.options} onChange={(event) => set(index, { options: event.target.value })} aria-invalid={fieldError(`fields.${index}.options`) ? true : undefined} />
                  {fieldError(`fields.${index}.options`) && <span className="form__error">{fieldError(`fields.${index}.options`)}</span>}
                </label>
              )}
              <CheckField label={t('config.serviceTypes.fieldRequired', { number })} checked={field.required} onChange={(required) => set(index, { required })} />
              <div className="approval-editor__tools">
                <RippleButton className="button button--small" isDisabled={index === 0} aria-label={t('config.serviceTypes.moveUp', { number })} onPress={() => move(index, -1)}>
                  <ArrowUp size={14} aria-hidden="true" />
                </RippleButton>
                <RippleButton className="button button--small" isDisabled={index === fields.length - 1} aria-label={t('config.serviceTypes.moveDown', { number })} onPress={() => move(index, 1)}>
                  <ArrowDown size={14} aria-hidden="true" />
                </RippleButton>
                <RippleButton className="button button--small button--danger" aria-label={t('config.serviceTypes.removeField', { number })} onPress={() => onChange(fields.filter((_, at) => at !== index))}>
                  <X size={14} aria-hidden="true" />
                </RippleButton>
              </div>
            </li>
          );
        })}
      </ol>
      <RippleButton className="button" onPress={() => onChange([...fields, { rowKey: crypto.randomUUID(), key: '', label: '', kind: 'text', required: false, options: '' }])}>
        <Plus size={14} aria-hidden="true" />
        {t('config.serviceTypes.addField')}
      </RippleButton>
    </fieldset>
  );
}
