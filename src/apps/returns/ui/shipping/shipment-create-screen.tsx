import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { FormSection } from '../../../../ui/kit/form-layout';
import { PageHeader } from '../../../../ui/kit/page-header';
import { QueryView } from '../../../../ui/kit/query-view';
import { TextInput } from '../../../../ui/kit/text-input';
import { useSubmit } from '../../../../ui/kit/use-submit';
import { useUnsavedValues } from '../../../../ui/routing/use-unsaved-changes';
import type { ShipmentDetail, ShippingPlace } from '../../application/ports/shipments-gateway';
import { DEFAULT_PARCEL_INPUT, parcelOf, type ParcelInput } from '../../domain/shipment-parcel';
import { checkTrackingNumber } from '../../domain/shipment-tracking-number';
import { useCreateShipment, useShippingPlaces } from '../queries/shipments';
import { LabelDownloads } from './label-downloads';
import { recognisedCourier } from './recognised-courier';
import { emptyEnd, endInputOf, ShipmentEndFields, type EndDraft } from './shipment-end-fields';
import { ShipmentEndFacts } from './shipment-end-text';
import { shippingPaths } from './shipping-paths';

interface Draft {
  readonly from: EndDraft;
  readonly to: EndDraft;
  readonly parcel: ParcelInput;
  readonly trackingNumber: string;
}

const PARCEL_FIELDS = ['weightKg', 'lengthCm', 'widthCm', 'heightCm'] as const;

/** shipping-label: a shipment between two places, its parcel and the manual carrier's number; then its label. */
export default function ShipmentCreateScreen() {
  const { t } = useTranslation('returns-shipping');
  const places = useShippingPlaces();
  const [created, setCreated] = useState<ShipmentDetail | null>(null);
  return (
    <section className="screen shipping" aria-labelledby="shipping-title">
      <PageHeader
        title={t('create.title')}
        titleId="shipping-title"
        lead={t('create.lead')}
        actions={
          <Link href={shippingPaths.history} className="button">
            {t('history.title')}
          </Link>
        }
      />
      {created ? (
        <CreatedShipment shipment={created} onAnother={() => setCreated(null)} />
      ) : (
        <QueryView query={places}>{(sites) => <ShipmentForm places={sites} onCreated={setCreated} />}</QueryView>
      )}
    </section>
  );
}

function ShipmentForm({ places, onCreated }: { places: readonly ShippingPlace[]; onCreated: (shipment: ShipmentDetail) => void }) {
  const { t } = useTranslation('returns-shipping');
  const create = useCreateShipment();
  const firstSite = places.find((place) => !place.addressMissing)?.id ?? '';
  const [opened] = useState<Draft>(() => ({ from: emptyEnd(firstSite), to: { ...emptyEnd(), mode: 'address' }, parcel: DEFAULT_PARCEL_INPUT, trackingNumber: '' }));
  const [draft, setDraft] = useState(opened);
  const [numberTouched, setNumberTouched] = useState(false);
  const [parcelProblem, setParcelProblem] = useState<{ field: string; message: string } | null>(null);
  const checked = draft.trackingNumber.trim() ? checkTrackingNumber(draft.trackingNumber, recognisedCourier) : null;
  const numberProblem = checked && !checked.ok && (numberTouched || draft.trackingNumber.replace(/\s/g, '').length >= 10) ? t('form.trackingNumberInvalid') : undefined;
  const submit = useSubmit(async () => {
    const parcel = parcelOf(draft.parcel);
    if (!parcel.ok) {
      setParcelProblem({ field: String(parcel.params.field), message: t(`refusals.${parcel.code}`, parcel.params) });
      return;
    }
    if (checked && !checked.ok) {
      setNumberTouched(true);
      return;
    }
    const shipment = await create.mutateAsync({
      from: endInputOf(draft.from),
      to: endInputOf(draft.to),
      parcel: parcel.value,
      ...(checked?.ok && { trackingNumber: checked.trackingNumber }),
    });
    onCreated(shipment);
  });
  useUnsavedValues(draft, opened, submit.pending);
  const change = (patch: Partial<Draft>) => setDraft((before) => ({ ...before, ...patch }));
  const parcelError = (field: (typeof PARCEL_FIELDS)[number]) =>
    (parcelProblem?.field === field ? parcelProblem.message : undefined) ?? submit.fieldError(`parcel.${field.replace('Kg', 'Grams').replace('Cm', 'Mm')}`);
  return (
    <Form className="form shipping-form panel" validationBehavior="aria" onSubmit={submit.onSubmit}>
      <ShipmentEndFields role="from" end={draft.from} places={places} onChange={(from) => change({ from })} fieldError={submit.fieldError} />
      <ShipmentEndFields role="to" end={draft.to} places={places} onChange={(to) => change({ to })} fieldError={submit.fieldError} />
      <FormSection title={t('form.parcel')} description={t('form.parcelHint')}>
        {PARCEL_FIELDS.map((field) => (
          <TextInput
            key={field}
            label={t(`form.parcelFields.${field}`)}
            inputMode="decimal"
            value={draft.parcel[field]}
            onChange={(value) => {
              setParcelProblem(null);
              change({ parcel: { ...draft.parcel, [field]: value } });
            }}
            isRequired
            error={parcelError(field)}
          />
        ))}
      </FormSection>
      <FormSection title={t('form.carrier')} description={t('form.manualCarrier')}>
        <TextInput
          label={t('form.trackingNumber')}
          description={checked?.ok ? t('form.trackingNumberRecognised', { courier: checked.courier, service: checked.service }) : t('form.trackingNumberHint')}
          value={draft.trackingNumber}
          onChange={(trackingNumber) => change({ trackingNumber })}
          onBlur={() => setNumberTouched(true)}
          autoComplete="off"
          spellCheck="false"
          error={numberProblem ?? submit.fieldError('trackingNumber')}
        />
      </FormSection>
      <FormError>{submit.error}</FormError>
      <FormButtons cancel={{ href: shippingPaths.history }} submitLabel={t('form.create')} pending={submit.pending} />
    </Form>
  );
}

/** The shipment just made: where it goes, and its label to download (once it has a number). */
function CreatedShipment({ shipment, onAnother }: { shipment: ShipmentDetail; onAnother: () => void }) {
  const { t } = useTranslation('returns-shipping');
  return (
    <section className="panel shipping-created" aria-labelledby="shipping-created-title">
      <h2 id="shipping-created-title">{t('created.title')}</h2>
      <dl className="shipping-facts">
        <ShipmentEndFacts shipment={shipment} />
        <dt>{t('form.trackingNumber')}</dt>
        <dd>{shipment.trackingNumber ? `${shipment.courier ?? ''} ${shipment.trackingNumber}`.trim() : t('created.noNumber')}</dd>
      </dl>
      {shipment.trackingNumber ? <LabelDownloads shipmentId={shipment.id} trackingNumber={shipment.trackingNumber} /> : <p className="muted">{t('created.numberLater')}</p>}
      <div className="form-actions">
        <Link href={shippingPaths.shipment(shipment.id)} className="button">
          {t('created.open')}
        </Link>
        <RippleButton className="button button--primary" onPress={onAnother}>
          {t('created.another')}
        </RippleButton>
      </div>
    </section>
  );
}
