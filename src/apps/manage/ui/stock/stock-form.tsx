import { useState } from 'react';
import { DialogTrigger, Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../ui/kit/form-error';
import { TextInput } from '../../../../ui/kit/text-input';
import { NotesField } from '../../../../ui/kit/notes-field';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { ModalDialog } from '../../../../ui/kit/modal-dialog';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { useSingleFlight } from '../../../../ui/kit/use-single-flight';
import { moneyInput, parseMoney } from '../../../../ui/kit/format';
import { PlacePicker } from '../shared/pickers';
import type { PlaceRef } from '../../application/ports/places-gateway';

/** A field of the consumable or component form: its server name and how it is typed. */
export interface StockField {
  readonly name: string;
  readonly type: 'text' | 'count' | 'money' | 'day';
  readonly required?: boolean;
}

/** The fields as typed; `location` is the site's name shown, `locationId` what is saved. */
type Values = Record<string, string>;

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined);

/** The values as the server takes them, or the names of the fields that cannot be read. */
export function readStockValues(fields: readonly StockField[], values: Values): { body: Record<string, unknown> } | { unreadable: string[] } {
  const body: Record<string, unknown> = { locationId: values.locationId || null, notes: values.notes?.trim() || null };
  const unreadable: string[] = [];
  for (const field of fields) {
    const text = (values[field.name] ?? '').trim();
    if (field.type === 'count') {
      const count = wholeNumber(text || (field.required ? '' : '0'));
      if (count === undefined) unreadable.push(field.name);
      body[field.name] = count;
    } else if (field.type === 'money') {
      const cents = parseMoney(text);
      if (cents === undefined) unreadable.push(field.name);
      body[field.name] = cents;
    } else body[field.name] = field.required ? text : text || null;
  }
  return unreadable.length > 0 ? { unreadable } : { body };
}

export function stockValuesOf(fields: readonly StockField[], record: { readonly location: PlaceRef | null; readonly notes: string | null } | null): Values {
  const values: Values = { location: record?.location?.name ?? '', locationId: record?.location?.id ?? '', notes: record?.notes ?? '' };
  for (const field of fields) {
    const value = (record as Readonly<Record<string, unknown>> | null)?.[field.name];
    values[field.name] = field.type === 'money' ? moneyInput((value as number | null | undefined) ?? null) : value === null || value === undefined ? '' : String(value);
  }
  return values;
}

/**
 * Add or edit a consumable or component in a dialog beside the list. The server's field errors show at their
 * fields; a refused save keeps everything typed.
 */
export function StockFormDialog({
  label,
  title,
  fields,
  initial,
  onSave,
}: {
  label: string;
  title: string;
  fields: readonly StockField[];
  initial: Values;
  onSave: (body: Record<string, unknown>) => Promise<unknown>;
}) {
  const { t } = useTranslation(['manage-consumables', 'manage']);
  const { problemText, fieldProblemText } = useProblemText();
  const [values, setValues] = useState(initial);
  const [unreadable, setUnreadable] = useState<string[]>([]);
  const [failure, setFailure] = useState<unknown>(null);
  const submit = useSingleFlight(async (close: () => void) => {
    const read = readStockValues(fields, values);
    if ('unreadable' in read) return setUnreadable(read.unreadable);
    setUnreadable([]);
    await onSave(read.body).then(close, setFailure);
  });
  const errorOf = (name: string) => (unreadable.includes(name) ? t(name.endsWith('Cents') ? 'manage:money.invalid' : 'form.wholeNumber') : fieldProblemText(failure, name));
  const set = (name: string) => (value: string) => setValues((before) => ({ ...before, [name]: value }));
  const shownError = failure && !fields.some((field) => fieldProblemText(failure, field.name)) && !fieldProblemText(failure, 'locationId') ? problemText(failure) : null;
  return (
    <DialogTrigger
      onOpenChange={(open) => {
        if (!open) return;
        setValues(initial);
        setUnreadable([]);
        setFailure(null);
      }}
    >
      <RippleButton className="button">{label}</RippleButton>
      <ModalDialog title={title} side="end">
        {(close) => (
          <Form
            className="form"
            validationBehavior="aria"
            onSubmit={(event) => {
              event.preventDefault();
              void submit.run(close);
            }}
          >
            <div className="form-grid">
              {fields.map((field) => (
                <TextInput
                  key={field.name}
                  label={t(`form.${field.name}`)}
                  isRequired={field.required}
                  value={values[field.name] ?? ''}
                  onChange={set(field.name)}
                  error={errorOf(field.name)}
                  {...(field.type === 'count' && { inputMode: 'numeric' })}
                  {...(field.type === 'money' && { inputMode: 'decimal' })}
                  {...(field.type === 'day' && { type: 'date' })}
                />
              ))}
              <PlacePicker
                label={t('form.location')}
                selectedId={values.locationId || null}
                selectedLabel={values.location ?? ''}
                onSelect={(place) => setValues((before) => ({ ...before, location: place?.name ?? '', locationId: place?.id ?? '' }))}
                error={fieldProblemText(failure, 'locationId')}
              />
            </div>
            <NotesField label={t('form.notes')} value={values.notes ?? ''} onChange={set('notes')} />
            <FormError>{shownError}</FormError>
            <FormButtons cancel={{ onPress: close }} submitLabel={t('form.save')} pending={submit.pending} />
          </Form>
        )}
      </ModalDialog>
    </DialogTrigger>
  );
}
