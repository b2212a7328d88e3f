import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { ModalDialog } from '../../../../ui/kit/modal-dialog';
import { RadioGroupField } from '../../../../ui/kit/radio-group-field';
import { TextInput } from '../../../../ui/kit/text-input';
import { useSubmit } from '../../../../ui/kit/use-submit';
import type { ReportQuery } from '../../application/ports/report-gateway';
import type { SavedReportVisibility } from '../../application/ports/saved-report-gateway';
import { useSaveReport } from '../queries/saved-reports';

function SaveForm({ query, close }: { query: ReportQuery; close: () => void }) {
  const { t } = useTranslation('insight');
  const [name, setName] = useState('');
  const [visibility, setVisibility] = useState<SavedReportVisibility>('private');
  const save = useSaveReport();
  const submit = useSubmit(async () => {
    await save.mutateAsync({ name: name.trim(), query, visibility });
    close();
  });
  return (
    <Form className="form" onSubmit={submit.onSubmit}>
      <TextInput label={t('saved.save.name')} value={name} onChange={setName} isRequired maxLength={120} autoFocus error={submit.fieldError('name')} />
      <RadioGroupField
        label={t('saved.save.visibility')}
        description={t('saved.save.sharedHint')}
        value={visibility}
        onChange={setVisibility}
        options={[
          { value: 'private', label: t('saved.save.private') },
          { value: 'shared', label: t('saved.save.shared') },
        ]}
      />
      <FormError>{submit.error}</FormError>
      <FormButtons cancel={{ onPress: close }} pending={submit.pending} isDisabled={name.trim() === ''} submitLabel={t('saved.save.submit')} />
    </Form>
  );
}

/**
 * "Save report": the report screen hands over its query (kind and filters), which is saved under a name, for the
 * person alone or for everyone in the organisation who opens Insights Center.
 */
export function SaveReportDialog({ query }: { query: ReportQuery }) {
  const { t } = useTranslation('insight');
  const [open, setOpen] = useState(false);
  return (
    // Opened by state, not a DialogTrigger around the form: its radio group must not take the trigger's aria-expanded.
    <>
      <RippleButton className="button" onPress={() => setOpen(true)}>
        {t('saved.save.open')}
      </RippleButton>
      <ModalDialog title={t('saved.save.title')} isOpen={open} onOpenChange={setOpen}>
        {(close) => <SaveForm query={query} close={close} />}
      </ModalDialog>
    </>
  );
}
