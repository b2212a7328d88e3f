import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { SelectField } from '../../../../ui/kit/select-field';
import { TextInput } from '../../../../ui/kit/text-input';
import { useSubmit } from '../../../../ui/kit/use-submit';
import type { CatalogueOptions } from '../../application/ports/catalogue-gateway';
import type { Store } from '../../domain/catalogue-terms';
import { useAdjustStock, useReceiveStock } from '../queries/catalogue';
import { useUnsavedValues } from '../../../../ui/routing/use-unsaved-changes';

type Mode = 'receive' | 'adjust';

/** Receive units into a location, or record a count of it; the history above shows the movement it makes. */
export function StockChangeForm({ store, productId, mode, locations }: { store: Store; productId: string; mode: Mode; locations: CatalogueOptions['locations'] }) {
  const { t } = useTranslation('commerce-catalogue');
  const receive = useReceiveStock(store, productId);
  const adjust = useAdjustStock(store, productId);
  const fallback = locations.find((location) => location.isDefaultStock)?.id ?? locations[0]?.id ?? '';
  const [locationId, setLocationId] = useState(fallback);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [unreadable, setUnreadable] = useState(false);
  const field = mode === 'receive' ? 'quantity' : 'counted';
  const submit = useSubmit(async () => {
    const value = Number(amount);
    const whole = amount.trim() !== '' && Number.isInteger(value) && value >= (mode === 'receive' ? 1 : 0);
    setUnreadable(!whole);
    if (!whole) return;
    const request = { locationId, note: note.trim() || null };
    if (mode === 'receive') await receive.mutateAsync({ ...request, quantity: value });
    else await adjust.mutateAsync({ ...request, counted: value });
    setAmount('');
    setNote('');
  });
  useUnsavedValues([amount, note], ['', ''], submit.pending);
  if (locations.length === 0) return <p className="muted">{t('stock.noLocations')}</p>;
  return (
    <Form className="form" validationBehavior="aria" onSubmit={submit.onSubmit} aria-label={t(`stock.${mode}.title`)}>
      <div className="form-grid">
        <SelectField label={t('stock.location')} value={locationId} onChange={setLocationId} error={submit.fieldError('locationId')}>
          {locations.map((location) => (
            <option key={location.id} value={location.id}>
              {location.name}
            </option>
          ))}
        </SelectField>
        <TextInput
          label={t(`stock.${mode}.amount`)}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setUnreadable(false);
          }}
          inputMode="numeric"
          isRequired
          error={unreadable ? t(`stock.${mode}.unreadable`) : submit.fieldError(field)}
        />
        <TextInput label={t('stock.note')} value={note} onChange={setNote} error={submit.fieldError('note')} />
      </div>
      <FormError>{submit.error}</FormError>
      <FormButtons submitLabel={t(`stock.${mode}.submit`)} pending={submit.pending} />
    </Form>
  );
}
