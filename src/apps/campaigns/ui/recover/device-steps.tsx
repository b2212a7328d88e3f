import { useRef, useState } from 'react';
import { Disclosure, DisclosurePanel, Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { NotesField } from '../../../../ui/kit/notes-field';
import { TextInput } from '../../../../ui/kit/text-input';
import { useSubmit } from '../../../../ui/kit/use-submit';
import type { CampaignDevice, CampaignPerson } from '../../application/ports/campaign-views';
import type { DeviceGrade } from '../../application/ports/recover-gateway';
import { DEVICE_OUTCOMES, DISPOSITIONS, type DeviceOutcome, type Disposition } from '../../domain/recover-state';
import { ChoiceField } from '../../../../ui/kit/choice-field';
import { deviceName } from '../pattern/device-name';
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

type Step = 'receive' | 'process';

/**
 * A device's next step, if it has one (receive it, or process it once received): its button, and under it the form of
 * the step it was pressed for, within the person's devices drawer rather than a dialog over it. Once recorded the step
 * moves on or ends while the form is still shown; it closes on the form it showed, and the focus goes to the device's
 * next step, or to the device itself when none is left.
 */
export function DeviceStep({ campaignId, person, device, step }: Omit<DeviceFormProps, 'close'> & { step: Step | null }) {
  const { t } = useTranslation('campaigns-recover');
  const [opened, setOpened] = useState<Step | null>(null);
  const here = useRef<HTMLDivElement>(null);
  const name = deviceName(device);
  const Shown = opened === 'receive' ? ReceiveForm : ProcessForm;
  const close = () => {
    // Taken now: with no step left, this part is gone by the next frame.
    const device = here.current?.closest<HTMLElement>('[tabindex]');
    setOpened(null);
    requestAnimationFrame(() => (here.current?.querySelector('button') ?? device)?.focus());
  };
  if (!step && !opened) return null;
  return (
    <Disclosure ref={here} className="device-step" isExpanded={opened !== null} onExpandedChange={(expanded) => setOpened(expanded ? step : null)}>
      {step && (
        <RippleButton slot="trigger" className="button button--small" aria-label={t(`${step}.open`, { device: name })}>
          {t(`${step}.button`)}
        </RippleButton>
      )}
      <DisclosurePanel className="device-step__panel">
        {opened && <Shown campaignId={campaignId} person={person} device={device} close={close} />}
      </DisclosurePanel>
    </Disclosure>
  );
}
