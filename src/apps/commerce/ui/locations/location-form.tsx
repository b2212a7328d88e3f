import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation as useAddress } from 'wouter';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { SelectField } from '../../../../ui/kit/select-field';
import { TextInput } from '../../../../ui/kit/text-input';
import { useSubmit } from '../../../../ui/kit/use-submit';
import type { Location, LocationFields } from '../../application/ports/locations-gateway';
import { checkPostcode, COUNTRY_CODES } from '../../domain/location-postcodes';
import { holdsStock, LOCATION_KINDS, type LocationKind } from '../../domain/location-terms';
import { locationPaths } from './location-paths';
import { useUnsavedValues } from '../../../../ui/routing/use-unsaved-changes';

type Text = 'name' | 'recipient' | 'line1' | 'line2' | 'city' | 'region' | 'postcode' | 'phone';

const empty: LocationFields = {
  kind: 'office',
  name: '',
  recipient: null,
  line1: '',
  line2: null,
  city: '',
  region: null,
  postcode: '',
  country: 'DE',
  phone: null,
  isDefaultShipping: false,
  isDefaultStock: false,
};

/** The fields a form edits, without the record's id, owner and version. */
/** A site whose address is missing opens with those parts blank, to be completed. */
const fieldsOf = ({ id: _id, personId: _person, version: _version, ...fields }: Location): LocationFields => ({
  ...fields,
  line1: fields.line1 ?? '',
  city: fields.city ?? '',
  postcode: fields.postcode ?? '',
  country: fields.country ?? empty.country,
});

/**
 * Add address and update address: the postcode is checked against the country's format as the server checks it, so
 * a wrong one is named at its field before anything is sent; back to the list once saved.
 */
export function LocationForm({ location, save }: { location: Location | null; save: (fields: LocationFields) => Promise<unknown> }) {
  const { t } = useTranslation(['commerce-locations', 'commerce']);
  const [, navigate] = useAddress();
  const [opened] = useState<LocationFields>(location ? fieldsOf(location) : empty);
  const [values, setValues] = useState(opened);
  const [postcodeProblem, setPostcodeProblem] = useState<string | null>(null);
  const change = (patch: Partial<LocationFields>) => {
    setValues((before) => ({ ...before, ...patch }));
    if ('postcode' in patch || 'country' in patch) setPostcodeProblem(null);
  };
  const submit = useSubmit(async () => {
    const checked = checkPostcode(values.country, values.postcode);
    if (!checked.ok) {
      setPostcodeProblem(t(`commerce:refusals.${checked.code}`, checked.params));
      return;
    }
    await save({ ...values, postcode: checked.value });
    navigate(locationPaths.list);
  });
  useUnsavedValues(values, opened, submit.pending);
  const text = (field: Text, required = false) => (
    <TextInput
      label={t(`form.${field}`)}
      value={values[field] ?? ''}
      onChange={(value) => change({ [field]: required ? value : value || null })}
      error={(field === 'postcode' ? postcodeProblem : null) ?? submit.fieldError(field)}
      isRequired={required}
    />
  );
  return (
    <Form className="form" validationBehavior="aria" onSubmit={submit.onSubmit}>
      <div className="form-grid">
        <SelectField
          label={t('form.kind')}
          value={values.kind}
          onChange={(kind) => change({ kind: kind as LocationKind, ...(!holdsStock(kind as LocationKind) && { isDefaultStock: false }) })}
          error={submit.fieldError('kind')}
        >
          {LOCATION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
        {text('name', true)}
        {text('recipient')}
        {text('line1', true)}
        {text('line2')}
        {text('city', true)}
        {text('region')}
        {text('postcode', true)}
        <SelectField label={t('form.country')} value={values.country} onChange={(country) => change({ country })} error={submit.fieldError('country')}>
          {COUNTRY_CODES.map((country) => (
            <option key={country} value={country}>
              {t(`countries.${country}`)}
            </option>
          ))}
        </SelectField>
        {text('phone')}
      </div>
      <fieldset className="catalogue-fieldset">
        <legend>{t('form.defaults')}</legend>
        <label className="catalogue-check">
          <input type="checkbox" className="checkbox" checked={values.isDefaultShipping} onChange={(event) => change({ isDefaultShipping: event.target.checked })} />
          {t('form.isDefaultShipping')}
        </label>
        <label className="catalogue-check">
          <input
            type="checkbox"
            className="checkbox"
            checked={values.isDefaultStock}
            disabled={!holdsStock(values.kind)}
            onChange={(event) => change({ isDefaultStock: event.target.checked })}
          />
          {t('form.isDefaultStock')}
        </label>
        <p className="muted">{t('form.defaultsHint')}</p>
      </fieldset>
      <FormError>{submit.error}</FormError>
      <FormButtons cancel={{ href: locationPaths.list }} submitLabel={t(location ? 'form.save' : 'form.create')} pending={submit.pending} />
    </Form>
  );
}
