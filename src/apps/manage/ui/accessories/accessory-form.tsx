import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { AccessoryFields } from '../../application/ports/accessories-gateway';
import { FormError } from '../../../../ui/kit/form-error';
import { TextInput } from '../../../../ui/kit/text-input';
import { TheirValue } from '../../../../ui/kit/their-value';
import { fieldsOf, type AccessoryFormField, type AccessoryFormValues, type Unreadable } from './accessory-form-values';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { NotesField } from '../../../../ui/kit/notes-field';
import { useUnsavedValues } from '../../../../ui/routing/use-unsaved-changes';
import { PlacePicker } from '../shared/pickers';
import type { PlaceRef } from '../../application/ports/places-gateway';

/** The typed values of an accessory form, and the fields to send once they all read as meant. */
export function useAccessoryDraft(initial: AccessoryFormValues) {
  const [opened] = useState(initial);
  const [values, setValues] = useState(initial);
  const [unreadable, setUnreadable] = useState<readonly Unreadable[]>([]);
  return {
    values,
    /** The values the form opened with: leaving with others asks first. */
    opened,
    unreadable,
    setPlace: (place: PlaceRef | null) => setValues((before) => ({ ...before, location: place?.name ?? '', locationId: place?.id ?? '' })),
    set: (field: AccessoryFormField) => (value: string) => {
      setValues((before) => ({ ...before, [field]: value }));
      setUnreadable((before) => before.filter((each) => each !== field));
    },
    /** The fields to send; null, with the unreadable ones marked, when a number or the amount makes no sense. */
    read: (): AccessoryFields | null => {
      const read = fieldsOf(values);
      setUnreadable('unreadable' in read ? read.unreadable : []);
      return 'fields' in read ? read.fields : null;
    },
  };
}

type AccessoryDraft = ReturnType<typeof useAccessoryDraft>;

/** The server names the amount costCents; the form calls it cost. */
const serverField: Readonly<Record<AccessoryFormField, string>> = {
  name: 'name',
  category: 'category',
  manufacturer: 'manufacturer',
  location: 'locationId',
  locationId: 'locationId',
  total: 'total',
  lowStockThreshold: 'lowStockThreshold',
  cost: 'costCents',
  notes: 'notes',
};

/** Add and edit share these fields; after a stale-version refusal each field shows what was saved meanwhile. */
export function AccessoryForm({
  draft,
  comparison,
  fieldError,
  error,
  pending,
  submitLabel,
  onSubmit,
  onReapply,
}: {
  draft: AccessoryDraft;
  comparison: { readonly opened: AccessoryFormValues; readonly theirs: AccessoryFormValues } | null;
  fieldError: (field: string) => string | undefined;
  error: string | null;
  pending: boolean;
  submitLabel: string;
  onSubmit: (event: FormEvent) => void;
  /** Saves the typed values again over the version someone else saved meanwhile; absent until then. */
  onReapply?: (() => unknown) | null;
}) {
  const { t } = useTranslation(['manage-accessories', 'manage']);
  const { values, set, unreadable } = draft;
  useUnsavedValues(values, draft.opened, pending);
  const errorOf = (field: AccessoryFormField) => {
    if (unreadable.includes(field as Unreadable)) return field === 'cost' ? t('manage:money.invalid') : t('form.wholeNumber');
    return fieldError(serverField[field]);
  };
  const theirs = (field: AccessoryFormField) => comparison && <TheirValue opened={comparison.opened[field]} theirs={comparison.theirs[field]} />;
  const text = (field: AccessoryFormField, props: { isRequired?: boolean; description?: string; inputMode?: 'numeric' | 'decimal' } = {}) => (
    <div>
      <TextInput label={t(`form.${field}`)} value={values[field]} onChange={set(field)} error={errorOf(field)} {...props} />
      {theirs(field)}
    </div>
  );
  return (
    // aria, not native: a field the server or the parser refused must not block the corrected form from being sent again.
    <Form className="form" validationBehavior="aria" onSubmit={onSubmit}>
      <div className="form-grid">
        {text('name', { isRequired: true })}
        {text('category', { isRequired: true })}
        {text('manufacturer')}
        <div>
          <PlacePicker label={t('form.location')} selectedId={values.locationId || null} selectedLabel={values.location} onSelect={draft.setPlace} error={errorOf('location')} />
          {theirs('location')}
        </div>
        {text('total', { isRequired: true, inputMode: 'numeric', description: t('form.totalHint') })}
        {text('lowStockThreshold', { inputMode: 'numeric', description: t('form.lowStockThresholdHint') })}
        {text('cost', { inputMode: 'decimal', description: t('form.costHint') })}
      </div>
      <NotesField label={t('form.notes')} value={values.notes} onChange={set('notes')} error={errorOf('notes')} />
      {theirs('notes')}
      <FormError>{error}</FormError>
      <FormButtons submitLabel={submitLabel} pending={pending} onReapply={onReapply} />
    </Form>
  );
}
