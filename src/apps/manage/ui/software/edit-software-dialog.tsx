import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { SoftwareDetails } from '../../application/ports/software-gateway';
import { FormError } from '../../../../ui/kit/form-error';
import { useFetchLatest, useUpdateSoftware } from '../queries/use-software';
import { useVersionedSave } from '../../../../ui/kit/use-versioned-save';
import { FormDialog } from './form-dialog';
import { SoftwareFieldset, softwareDraftOf, softwareFieldsOf } from './software-fields';
import { FormButtons } from '../../../../ui/kit/form-buttons';

function EditSoftwareForm({ software, close }: { software: SoftwareDetails; close: () => void }) {
  // What the form opened with, kept apart from the record, which refreshes when someone else saves.
  const [opened] = useState(software);
  const [draft, setDraft] = useState(softwareDraftOf(software));
  const update = useUpdateSoftware(software.id);
  const latest = useFetchLatest();
  const save = useVersionedSave({
    record: opened,
    save: (version) => update.mutateAsync({ ...softwareFieldsOf(draft), version }),
    fetchLatest: () => latest.software(software.id),
    onSaved: close,
  });
  return (
    <Form className="form" onSubmit={save.onSubmit}>
      <SoftwareFieldset
        draft={draft}
        onChange={setDraft}
        fieldError={save.fieldError}
        opened={softwareDraftOf(opened)}
        theirs={save.theirs ? softwareDraftOf(save.theirs) : undefined}
      />
      <FormError>{save.error}</FormError>
      <FormButtons cancel={{ onPress: close }} pending={save.pending} onReapply={save.theirs && save.reapply} />
    </Form>
  );
}

/** Edit a software title in a dialog; a stale save shows the other person's values and offers to apply again. */
export function EditSoftwareDialog({ software }: { software: SoftwareDetails }) {
  const { t } = useTranslation(['manage-software', 'manage']);
  return (
    <FormDialog label={t('manage:actions.edit')} title={t('software.editTitle', { name: software.name })}>
      {(close) => <EditSoftwareForm software={software} close={close} />}
    </FormDialog>
  );
}
