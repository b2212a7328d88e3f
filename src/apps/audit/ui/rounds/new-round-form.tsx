import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { SelectField } from '../../../../ui/kit/select-field';
import { TextInput } from '../../../../ui/kit/text-input';
import { useSubmit } from '../../../../ui/kit/use-submit';
import { roundPath } from './audit-paths';
import { useCreateRound, useRoundOptions } from './queries/audit-rounds';

/** Open a round over a location, a category or both; its page opens to scan. */
export function NewRoundForm() {
  const { t } = useTranslation('audit-rounds');
  const options = useRoundOptions();
  const create = useCreateRound();
  const [, navigate] = useLocation();
  const [name, setName] = useState('');
  const [locationId, setLocationId] = useState('');
  const [productType, setProductType] = useState('');
  const submit = useSubmit(async () => {
    const round = await create.mutateAsync({ name: name.trim(), locationId: locationId || null, productType: productType || null });
    navigate(roundPath(round.id));
  });
  return (
    <form onSubmit={(event) => void submit.onSubmit(event)} className="stack" aria-labelledby="audit-new-round-title">
      <h2 id="audit-new-round-title">{t('create.heading')}</h2>
      <TextInput label={t('create.name')} value={name} onChange={setName} isRequired maxLength={120} error={submit.fieldError('name') ?? undefined} />
      <SelectField label={t('create.location')} value={locationId} onChange={setLocationId} error={submit.fieldError('locationId') ?? undefined}>
        <option value="">{t('create.anyLocation')}</option>
        {options.data?.locations.map((place) => (
          <option key={place.id} value={place.id}>
            {place.name}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('create.category')} value={productType} onChange={setProductType} description={t('create.scopeHint')}>
        <option value="">{t('create.anyCategory')}</option>
        {options.data?.productTypes.map((type) => (
          <option key={type} value={type}>
            {t(`categories.${type}`, { defaultValue: type })}
          </option>
        ))}
      </SelectField>
      <FormError>{submit.error}</FormError>
      <FormButtons pending={submit.pending} submitLabel={t('create.submit')} isDisabled={!locationId && !productType} />
    </form>
  );
}
