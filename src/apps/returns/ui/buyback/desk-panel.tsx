import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { download } from '../../../../ui/kit/download';
import { FormError } from '../../../../ui/kit/form-error';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { SelectField } from '../../../../ui/kit/select-field';
import { TextInput } from '../../../../ui/kit/text-input';
import { NotesField } from '../../../../ui/kit/notes-field';
import type { Buyback } from '../../application/ports/buyback-gateway';
import { COSMETIC_GRADES, FUNCTIONAL_GRADES, type DeviceGrade } from '../../domain/buyback-grades';
import { manufacturerOf } from '../../domain/buyback-device';
import { MEDIA_TYPES, SANITIZATION_CATEGORIES, VERIFICATION_METHODS, type WipeCertificateFields } from '../../domain/wipe-certificate';
import { useDeskStep } from '../queries/buyback';

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

/** What the desk does with a buyback now: receive it, inspect it, release a hold, send it back, certify the wipe, settle. */
export function DeskPanel({ buyback }: { buyback: Buyback }) {
  const { t } = useTranslation('returns-buyback');
  const { problemText } = useProblemText();
  const step = useDeskStep();
  const [failure, setFailure] = useState<string | null>(null);
  const onError = (error: unknown) => setFailure(problemText(error));
  const { id, version } = buyback;
  return (
    <section className="card buyback-desk-panel" aria-labelledby="desk-panel-title">
      <h2 id="desk-panel-title">{t('desk.title')}</h2>
      {buyback.status === 'sent' && (
        <RippleButton className="button button--primary" isPending={step.receive.isPending} onPress={() => step.receive.mutate({ id, version }, { onError })}>
          {t('desk.receive')}
        </RippleButton>
      )}
      {buyback.status === 'received' && <InspectionForm buyback={buyback} onError={onError} />}
      {buyback.status === 'held' && (
        <RippleButton className="button button--primary" isPending={step.lockRemoved.isPending} onPress={() => step.lockRemoved.mutate({ id, version }, { onError })}>
          {t('desk.lockRemoved')}
        </RippleButton>
      )}
      {buyback.status === 'returning' && (
        <RippleButton className="button button--primary" isPending={step.sendBack.isPending} onPress={() => step.sendBack.mutate({ id, version }, { onError })}>
          {t('desk.sendBack')}
        </RippleButton>
      )}
      {buyback.status === 'agreed' && !buyback.certificateId && <CertificateForm buyback={buyback} onError={onError} />}
      {buyback.status === 'agreed' && buyback.certificateId && (
        <RippleButton
          className="button button--primary"
          isPending={step.settle.isPending}
          onPress={() => step.settle.mutate({ id, key: crypto.randomUUID(), version }, { onError })}
        >
          {(buyback.agreedAmount ?? 0) > 0 ? t('desk.settle') : t('desk.recycle')}
        </RippleButton>
      )}
      {buyback.certificateId && (
        <div className="buyback-actions">
          <RippleButton
            className="button"
            onPress={async () => {
              const file = await step.certificatePdf(id);
              download(file.filename, bytesOf(file.contentBase64), file.contentType);
            }}
          >
            {t('desk.certificatePdf')}
          </RippleButton>
          <RippleButton
            className="button"
            onPress={async () => {
              const certificate = await step.certificate(id);
              download(`wipe-certificate-${certificate.serial}.json`, JSON.stringify(certificate, null, 2), 'application/json');
            }}
          >
            {t('desk.certificateJson')}
          </RippleButton>
        </div>
      )}
      <FormError>{failure}</FormError>
    </section>
  );
}

function InspectionForm({ buyback, onError }: { buyback: Buyback; onError: (error: unknown) => void }) {
  const { t } = useTranslation('returns-buyback');
  const step = useDeskStep();
  const [grade, setGrade] = useState<DeviceGrade>(buyback.quotedGrade);
  const [locked, setLocked] = useState(false);
  const [reasons, setReasons] = useState('');
  const [photoIds, setPhotoIds] = useState<string[]>([]);
  return (
    <form
      className="buyback-inspection"
      aria-label={t('desk.inspect')}
      onSubmit={(event) => {
        event.preventDefault();
        step.inspect.mutate({ id: buyback.id, inspection: { grade, locked, reasons, photoIds, version: buyback.version } }, { onError });
      }}
    >
      <p>{t('desk.inspectLead')}</p>
      <SelectField label={t('desk.functional')} value={grade.functional} onChange={(functional) => setGrade({ ...grade, functional: functional as DeviceGrade['functional'] })}>
        {FUNCTIONAL_GRADES.map((each) => (
          <option key={each} value={each}>
            {each} · {t(`grade.functional.${each}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('desk.cosmetic')} value={grade.cosmetic} onChange={(cosmetic) => setGrade({ ...grade, cosmetic: cosmetic as DeviceGrade['cosmetic'] })}>
        {COSMETIC_GRADES.map((each) => (
          <option key={each} value={each}>
            {each} · {t(`grade.cosmetic.${each}`)}
          </option>
        ))}
      </SelectField>
      <label className="checkbox">
        <input type="checkbox" checked={locked} onChange={(event) => setLocked(event.target.checked)} /> {t('desk.locked')}
      </label>
      <NotesField label={t('desk.reasons')} value={reasons} onChange={setReasons} />
      <label className="field">
        <span>{t('desk.photos')}</span>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            try {
              const uploaded = await step.uploadPhoto(buyback.id, file);
              setPhotoIds((ids) => [...ids, uploaded.id]);
            } catch (error) {
              onError(error);
            }
          }}
        />
      </label>
      {photoIds.length > 0 && <p className="muted">{t('desk.photosAdded', { count: photoIds.length })}</p>}
      <RippleButton type="submit" className="button button--primary" isPending={step.inspect.isPending}>
        {t('desk.inspect')}
      </RippleButton>
    </form>
  );
}

function CertificateForm({ buyback, onError }: { buyback: Buyback; onError: (error: unknown) => void }) {
  const { t } = useTranslation('returns-buyback');
  const step = useDeskStep();
  const [fields, setFields] = useState<WipeCertificateFields>({
    manufacturer: manufacturerOf(buyback.asset.model),
    model: buyback.asset.model,
    serial: buyback.asset.serial ?? '',
    propertyNumber: buyback.asset.tag,
    mediaType: 'flash',
    mediaSource: buyback.person.name,
    category: 'purge',
    method: '',
    tool: '',
    toolVersion: '',
    verification: 'full',
    destination: t('certificate.resale'),
    performedBy: { name: '', title: '' },
    performedOn: new Date().toISOString().slice(0, 10),
    location: '',
    validatedBy: null,
  });
  const text = (name: 'manufacturer' | 'model' | 'serial' | 'propertyNumber' | 'mediaSource' | 'method' | 'tool' | 'toolVersion' | 'destination' | 'location' | 'performedOn') => (
    <TextInput label={t(`certificate.${name}`)} value={fields[name]} onChange={(value) => setFields({ ...fields, [name]: value })} isRequired={name !== 'propertyNumber'} />
  );
  return (
    <form
      className="buyback-certificate"
      aria-labelledby="buyback-certificate-title"
      onSubmit={(event) => {
        event.preventDefault();
        step.certify.mutate({ id: buyback.id, fields }, { onError });
      }}
    >
      <h3 id="buyback-certificate-title">{t('certificate.title')}</h3>
      <p className="muted">{t('certificate.lead')}</p>
      <div className="buyback-certificate__grid">
        {text('manufacturer')}
        {text('model')}
        {text('serial')}
        {text('propertyNumber')}
        <SelectField label={t('certificate.mediaType')} value={fields.mediaType} onChange={(mediaType) => setFields({ ...fields, mediaType: mediaType as WipeCertificateFields['mediaType'] })}>
          {MEDIA_TYPES.map((each) => (
            <option key={each} value={each}>
              {t(`certificate.mediaTypes.${each}`)}
            </option>
          ))}
        </SelectField>
        {text('mediaSource')}
        <SelectField label={t('certificate.category')} value={fields.category} onChange={(category) => setFields({ ...fields, category: category as WipeCertificateFields['category'] })}>
          {SANITIZATION_CATEGORIES.map((each) => (
            <option key={each} value={each}>
              {t(`certificate.categories.${each}`)}
            </option>
          ))}
        </SelectField>
        {text('method')}
        {text('tool')}
        {text('toolVersion')}
        <SelectField label={t('certificate.verification')} value={fields.verification} onChange={(verification) => setFields({ ...fields, verification: verification as WipeCertificateFields['verification'] })}>
          {VERIFICATION_METHODS.map((each) => (
            <option key={each} value={each}>
              {t(`certificate.verifications.${each}`)}
            </option>
          ))}
        </SelectField>
        {text('destination')}
        <TextInput label={t('certificate.performedByName')} value={fields.performedBy.name} onChange={(name) => setFields({ ...fields, performedBy: { ...fields.performedBy, name } })} isRequired />
        <TextInput label={t('certificate.performedByTitle')} value={fields.performedBy.title} onChange={(title) => setFields({ ...fields, performedBy: { ...fields.performedBy, title } })} isRequired />
        {text('performedOn')}
        {text('location')}
        <TextInput
          label={t('certificate.validatedByName')}
          value={fields.validatedBy?.name ?? ''}
          onChange={(name) => setFields({ ...fields, validatedBy: name ? { name, title: fields.validatedBy?.title ?? '' } : null })}
        />
        <TextInput
          label={t('certificate.validatedByTitle')}
          value={fields.validatedBy?.title ?? ''}
          onChange={(title) => setFields({ ...fields, validatedBy: fields.validatedBy ? { ...fields.validatedBy, title } : null })}
        />
      </div>
      <RippleButton type="submit" className="button button--primary" isPending={step.certify.isPending}>
        {t('certificate.save')}
      </RippleButton>
    </form>
  );
}
