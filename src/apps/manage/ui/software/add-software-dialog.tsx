import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { managePaths } from '../../domain/paths';
import { FormError } from '../../../../ui/kit/form-error';
import { useSubmit } from '../../../../ui/kit/use-submit';
import { useCreateSoftware } from '../queries/use-software';
import { FormDialog } from './form-dialog';
import { SoftwareFieldset, softwareDraftOf, softwareFieldsOf } from './software-fields';
import { FormButtons } from '../../../../ui/kit/form-buttons';

function AddSoftwareForm({ close }: { close: () => void }) {
  const { t } = useTranslation(['manage-software', 'manage']);
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState(softwareDraftOf());
  const create = useCreateSoftware();
  const submit = useSubmit(async () => {
    const created = await create.mutateAsync(softwareFieldsOf(draft));
    navigate(managePaths.softwareDetails(created.id));
  });
  return (
    <Form className="form" onSubmit={submit.onSubmit}>
      <SoftwareFieldset draft={draft} onChange={setDraft} fieldError={submit.fieldError} />
      <FormError>{submit.error}</FormError>
      <FormButtons cancel={{ onPress: close }} submitLabel={t('software.create')} pending={submit.pending} />
    </Form>
  );
}

/** "Add software": the title's name and facts; once saved, its page opens. */
export function AddSoftwareDialog() {
  const { t } = useTranslation('manage-software');
  return (
    <FormDialog label={t('software.add')} title={t('software.addTitle')} primary>
      {(close) => <AddSoftwareForm close={close} />}
    </FormDialog>
  );
}
