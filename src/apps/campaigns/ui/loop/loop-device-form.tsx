import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { FormSection } from '../../../../ui/kit/form-layout';
import { TextInput } from '../../../../ui/kit/text-input';
import { useSubmit } from '../../../../ui/kit/use-submit';
import type { LoopDevice } from '../../application/ports/loop-gateway';
import {
  LOOP_DEVICE_TYPES,
  LOOP_DISPOSITIONS,
  LOOP_GRADES,
  SANITISATION_METHODS,
  SANITISATION_STANDARD,
  type LoopDeviceType,
  type LoopDisposition,
  type LoopGrade,
  type SanitisationMethod,
  type SanitisationRecord,
} from '../../domain/loop-device';
import { useUpdateLoopDevice } from '../queries/loop';
import { ChoiceField } from '../../../../ui/kit/choice-field';
import { RecyclerFields, recyclerDraftOf, recyclerOf, type RecyclerDraft } from './loop-recycler-fields';

interface SanitisationDraft {
  readonly method: string;
  readonly performedOn: string;
  readonly operator: string;
  readonly certificateRef: string;
}

const sanitisationOf = (draft: SanitisationDraft): SanitisationRecord | null =>
  !draft.method && !draft.performedOn && !draft.operator.trim() && !draft.certificateRef.trim()
    ? null
    : { ...draft, method: draft.method as SanitisationMethod };

/**
 * One device's record: type, grade, disposition, the recycler (offered from the campaign's default when the device is
 * recycled) and the data-sanitisation record. Closing without saving keeps nothing; a refusal keeps what was typed.
 */
export function LoopDeviceForm({
  campaignId,
  device,
  defaultRecycler,
  close,
}: {
  campaignId: string;
  device: LoopDevice;
  defaultRecycler: RecyclerDraft;
  close: () => void;
}) {
  const { t } = useTranslation('campaigns-loop');
  const update = useUpdateLoopDevice(campaignId);
  const [type, setType] = useState<string>(device.type);
  const [grade, setGrade] = useState<string>(device.grade ?? '');
  const [disposition, setDisposition] = useState<string>(device.disposition ?? '');
  const [recycler, setRecycler] = useState<RecyclerDraft>(recyclerDraftOf(device.recycler));
  const [sanitisation, setSanitisation] = useState<SanitisationDraft>({
    method: device.sanitisation?.method ?? '',
    performedOn: device.sanitisation?.performedOn ?? '',
    operator: device.sanitisation?.operator ?? '',
    certificateRef: device.sanitisation?.certificateRef ?? '',
  });
  const submit = useSubmit(async () => {
    await update.mutateAsync({
      id: device.id,
      change: {
        version: device.version,
        type: type as LoopDeviceType,
        grade: (grade || null) as LoopGrade | null,
        disposition: (disposition || null) as LoopDisposition | null,
        recycler: recyclerOf(recycler),
        sanitisation: sanitisationOf(sanitisation),
      },
    });
    close();
  });
  const chooseDisposition = (value: string) => {
    setDisposition(value);
    // A device going to recycling goes to the campaign's recycler unless one was named already.
    if (value === 'recycle' && !recyclerOf(recycler)) setRecycler(defaultRecycler);
  };
  const sanitised = (field: keyof SanitisationDraft) => (value: string) => setSanitisation({ ...sanitisation, [field]: value });
  return (
    <form className="form" onSubmit={(event) => void submit.onSubmit(event)} noValidate>
      {submit.error && <FormError>{submit.error}</FormError>}
      <FormSection title={t('device.section')}>
        <ChoiceField
          label={t('columns.type')}
          value={type}
          onChange={setType}
          options={LOOP_DEVICE_TYPES.map((each) => ({ value: each, label: t(`types.${each}`) }))}
          error={submit.fieldError('body.type')}
        />
        <ChoiceField
          label={t('columns.grade')}
          value={grade}
          onChange={setGrade}
          emptyLabel={t('device.notGraded')}
          options={LOOP_GRADES.map((each) => ({ value: each, label: t(`grades.${each}`) }))}
        />
        <ChoiceField
          label={t('columns.disposition')}
          value={disposition}
          onChange={chooseDisposition}
          emptyLabel={t('device.noDisposition')}
          options={LOOP_DISPOSITIONS.map((each) => ({ value: each, label: t(`dispositions.${each}`) }))}
        />
      </FormSection>
      <FormSection title={t('recycler.section')} description={t('recycler.hint')}>
        <RecyclerFields value={recycler} onChange={setRecycler} fieldError={submit.fieldError} path="body.recycler" />
      </FormSection>
      <FormSection title={t('sanitisation.section')} description={t('sanitisation.hint', { standard: SANITISATION_STANDARD })}>
        <ChoiceField
          label={t('sanitisation.method')}
          value={sanitisation.method}
          onChange={sanitised('method')}
          emptyLabel={t('sanitisation.none')}
          options={SANITISATION_METHODS.map((each) => ({ value: each, label: t(`methods.${each}`) }))}
          error={submit.fieldError('body.sanitisation.method')}
        />
        <TextInput
          label={t('sanitisation.performedOn')}
          type="date"
          value={sanitisation.performedOn}
          onChange={sanitised('performedOn')}
          error={submit.fieldError('body.sanitisation.performedOn')}
        />
        <TextInput
          label={t('sanitisation.operator')}
          value={sanitisation.operator}
          onChange={sanitised('operator')}
          error={submit.fieldError('body.sanitisation.operator')}
        />
        <TextInput
          label={t('sanitisation.certificateRef')}
          value={sanitisation.certificateRef}
          onChange={sanitised('certificateRef')}
          error={submit.fieldError('body.sanitisation.certificateRef')}
        />
      </FormSection>
      <FormButtons cancel={{ onPress: close }} pending={submit.pending} />
    </form>
  );
}
