import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../../ui/kit/form-layout';
import { RadioGroupField } from '../../../../ui/kit/radio-group-field';
import { SelectField } from '../../../../ui/kit/select-field';
import { TextInput } from '../../../../ui/kit/text-input';
import type { PostalAddressFields, ShipmentEndInput, ShippingPlace } from '../../application/ports/shipments-gateway';

type AddressField = keyof PostalAddressFields;

/** One end as the form holds it: which kind, the site chosen, the address typed (both kept while switching). */
export interface EndDraft {
  readonly mode: 'place' | 'address';
  readonly placeId: string;
  readonly address: Readonly<Record<AddressField, string>>;
}

export const emptyEnd = (placeId = ''): EndDraft => ({
  mode: 'place',
  placeId,
  address: { name: '', line1: '', line2: '', city: '', region: '', postcode: '', country: '' },
});

/** The end as the API takes it; blanks of the optional lines left out. */
export function endInputOf(end: EndDraft): ShipmentEndInput {
  if (end.mode === 'place') return { kind: 'place', placeId: end.placeId };
  const { line2, region, ...address } = end.address;
  return { kind: 'address', address: { ...address, country: address.country.trim().toUpperCase(), line2: line2.trim() || null, region: region.trim() || null } };
}

const REQUIRED: readonly AddressField[] = ['name', 'line1', 'city', 'postcode', 'country'];
const FIELDS: readonly AddressField[] = ['name', 'line1', 'line2', 'city', 'region', 'postcode', 'country'];

/**
 * From or to: a site of Locations (one whose address is missing is listed but cannot be chosen: Locations completes
 * it), or an address typed in, a person's home or a repair shop's.
 */
export function ShipmentEndFields({
  end,
  role,
  places,
  onChange,
  fieldError,
}: {
  end: EndDraft;
  role: 'from' | 'to';
  places: readonly ShippingPlace[];
  onChange: (end: EndDraft) => void;
  fieldError: (field: string) => string | undefined;
}) {
  const { t } = useTranslation('returns-shipping');
  return (
    <FormSection title={t(`form.${role}`)}>
      <RadioGroupField
        label={t('form.endKind', { end: t(`form.${role}`) })}
        orientation="horizontal"
        value={end.mode}
        onChange={(mode) => onChange({ ...end, mode })}
        options={[
          { value: 'place', label: t('form.site') },
          { value: 'address', label: t('form.address') },
        ]}
      />
      {end.mode === 'place' ? (
        <SelectField
          label={t('form.site')}
          value={end.placeId}
          onChange={(placeId) => onChange({ ...end, placeId })}
          emptyLabel={t('form.chooseSite')}
          isRequired
          error={fieldError(role) ?? fieldError(`${role}.placeId`)}
        >
          {places.map((place) => (
            <option key={place.id} value={place.id} disabled={place.addressMissing}>
              {place.addressMissing ? t('form.siteAddressMissing', { name: place.name }) : place.name}
            </option>
          ))}
        </SelectField>
      ) : (
        FIELDS.map((field) => (
          <TextInput
            key={field}
            label={t(`form.fields.${field}`)}
            {...(field === 'country' && { description: t('form.countryHint'), maxLength: 2 })}
            value={end.address[field]}
            onChange={(value) => onChange({ ...end, address: { ...end.address, [field]: value } })}
            isRequired={REQUIRED.includes(field)}
            error={fieldError(`${role}.address.${field}`)}
          />
        ))
      )}
      {end.mode === 'place' && places.some((place) => place.addressMissing) && <p className="field__hint">{t('form.siteAddressMissingHint')}</p>}
    </FormSection>
  );
}
