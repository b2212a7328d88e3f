import { useState } from 'react';
import { DialogTrigger, Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { ModalDialog } from '../../../../ui/kit/modal-dialog';
import { NotesField } from '../../../../ui/kit/notes-field';
import { TextInput } from '../../../../ui/kit/text-input';
import { useSubmit } from '../../../../ui/kit/use-submit';
import type { CampaignDevice, CampaignPerson } from '../../application/ports/campaign-views';
import type { DeviceGrade } from '../../application/ports/recover-gateway';
import { DEVICE_OUTCOMES, DISPOSITIONS, type DeviceOutcome, type Disposition } from '../../domain/recover-state';
import { ChoiceField } from '../../../../ui/kit/choice-field';
import { useCampaignMutation } from '../queries/campaign-queries';
import { useRecoverGateway } from '../queries/recover-queries';

const GRADES: readonly DeviceGrade[] = ['a', 'b', 'c', 'd', 'broken'];

/** The condition grade a device is given on receipt and again on processing; Manage shows it. */
function GradeField({ value, onChange }: { value: DeviceGrade; onChange: (grade: DeviceGrade) => void }) {
  const { t } = useTranslation('campaigns-recover');
  return <ChoiceField label={t('receive.grade')} value={value} options={GRADES.map((grade) => ({ value: grade, label: t(`grades.${grade}`) }))} onChange={onChange} />;
}

interface DeviceFormProps {
  readonly campaignId: string;
  readonly person: CampaignPerson;
  readonly device: CampaignDevice;
  readonly close: () => void;
}

/** A device arrived (whole or without a part) or will not come: its grade and where it now is go to Manage too. */
function ReceiveForm({ campaignId, person, device, close }: DeviceFormProps) {
  const { t } = useTranslation('campaigns-recover');
  const gateway = useRecoverGateway();
  const [outcome, setOutcome] = useState<DeviceOutcome>('returned');
  const [grade, setGrade] = useState<DeviceGrade>('b');
  const [location, setLocation] = useState('');
  const [note, setNote] = useState('');
  const receive = useCampaignMutation(() =>
    gateway.receive(campaignId, person.id, device.id, { version: person.version, outcome, grade: outcome === 'not-returned' ? null : grade, location, note: note || null }),
  );
  const submit = useSubmit(async () => {
    await receive.mutateAsync(undefined);
    close();
  });
  return (
    <Form className="form" onSubmit={(event) => void submit.onSubmit(event)}>
      <ChoiceField label={t('receive.outcome')} value={outcome} options={DEVICE_OUTCOMES.map((value) => ({ value, label: t(`outcomes.${value}`) }))} onChange={setOutcome} />
      {outcome !== 'not-returned' && <GradeField value={grade} onChange={setGrade} />}
      <TextInput label={t('receive.location')} isRequired value={location} onChange={setLocation} description={t('receive.locationHint')} error={submit.fieldError('body.location')} />
      <NotesField label={t('receive.note')} value={note} onChange={setNote} />
      <FormError>{submit.error}</FormError>
      <FormButtons cancel={{ onPress: close }} pending={submit.pending} submitLabel={t('receive.submit')} />
    </Form>
  );
}

/** A received device was wiped and graded, then restocked or sent to a recycler. */
function ProcessForm({ campaignId, person, device, close }: DeviceFormProps) {
  const { t } = useTranslation('campaigns-recover');
  const gateway = useRecoverGateway();
  const [disposition, setDisposition] = useState<Disposition>('restocked');
  const [grade, setGrade] = useState<DeviceGrade>((device.grade as DeviceGrade | null) ?? 'b');
  const [location, setLocation] = useState(typeof device.data['location'] === 'string' ? device.data['location'] : '');
  const [wiped, setWiped] = useState(false);
  const process = useCampaignMutation(() => gateway.process(campaignId, person.id, device.id, { version: person.version, disposition, wiped: true, grade, location }));
  const submit = useSubmit(async () => {
    if (!wiped) return;
    await process.mutateAsync(undefined);
    close();
  });
  return (
    <Form className="form" onSubmit={(event) => void submit.onSubmit(event)}>
      <label className="campaign-picker__choice">
        <input type="checkbox" className="checkbox" checked={wiped} onChange={(event) => setWiped(event.target.checked)} />
        <span>{t('process.wiped')}</span>
      </label>
      <GradeField value={grade} onChange={setGrade} />
      <ChoiceField label={t('process.disposition')} value={disposition} options={DISPOSITIONS.map((value) => ({ value, label: t(`dispositions.${value}`) }))} onChange={setDisposition} />
      <TextInput label={t('receive.location')} isRequired value={location} onChange={setLocation} error={submit.fieldError('body.location')} />
      <FormError>{submit.error}</FormError>
      <FormButtons cancel={{ onPress: close }} pending={submit.pending} isDisabled={!wiped} submitLabel={t('process.submit')} />
    </Form>
  );
}

/** The button and dialog of one device's next step: receive it, or process it once received. */
export function DeviceStepDialog({ campaignId, person, device, step }: Omit<DeviceFormProps, 'close'> & { step: 'receive' | 'process' }) {
  const { t } = useTranslation('campaigns-recover');
  const name = `${device.model}${device.assetTag ? ` ${device.assetTag}` : ''}`;
  const Shown = step === 'receive' ? ReceiveForm : ProcessForm;
  return (
    <DialogTrigger>
      <RippleButton className="button button--small" aria-label={t(`${step}.open`, { device: name, name: person.name })}>
        {t(`${step}.button`)}
      </RippleButton>
      <ModalDialog title={t(`${step}.title`, { device: name })}>{(close) => <Shown campaignId={campaignId} person={person} device={device} close={close} />}</ModalDialog>
    </DialogTrigger>
  );
}
