import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { LicenceDetails } from '../../application/ports/software-gateway';
import { managePaths } from '../../domain/paths';
import { FormError } from '../../../../ui/kit/form-error';
import { QueryView } from '../../../../ui/kit/query-view';
import { useSubmit } from '../../../../ui/kit/use-submit';
import { useCreateLicence, useFetchLatest, useLicence, useUpdateLicence } from '../queries/use-software';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import { ManageFrame } from '../shared/app-frame';
import { useVersionedSave } from '../../../../ui/kit/use-versioned-save';
import { licenceDraftOf, licenceFieldsOf, type LicenceDraft } from './licence-draft';
import { LicenceFieldset } from './licence-fieldset';
import { SoftwareSelect } from './software-select';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { useUnsavedValues } from '../../../../ui/routing/use-unsaved-changes';

type FieldErrors = Partial<Record<keyof LicenceDraft, string>>;

/** The server's message per field, with the cost refused here when it is not an amount. */
function useFieldErrors(fieldError: (field: string) => string | undefined, costInvalid: boolean): FieldErrors {
  const { t } = useTranslation('manage');
  return {
    softwareId: fieldError('softwareId'),
    name: fieldError('name'),
    key: fieldError('key'),
    seats: fieldError('seats'),
    expiresOn: fieldError('expiresOn'),
    renewalOn: fieldError('renewalOn'),
    cost: costInvalid ? t('money.invalid') : fieldError('costCents'),
    supplier: fieldError('supplier'),
    notes: fieldError('notes'),
  };
}

function AddLicenceForm({ softwareId }: { softwareId: string }) {
  const [, navigate] = useLocation();
  const [opened] = useState(() => licenceDraftOf(undefined, softwareId));
  const [draft, setDraft] = useState(opened);
  const [costInvalid, setCostInvalid] = useState(false);
  const create = useCreateLicence();
  const submit = useSubmit(async () => {
    const fields = licenceFieldsOf(draft);
    setCostInvalid(fields === null);
    if (!fields) return;
    const created = await create.mutateAsync({ ...fields, softwareId: draft.softwareId });
    navigate(managePaths.licence(created.id));
  });
  const errors = useFieldErrors(submit.fieldError, costInvalid);
  useUnsavedValues(draft, opened, submit.pending);
  return (
    <Form className="form panel" onSubmit={submit.onSubmit}>
      <SoftwareSelect value={draft.softwareId} onChange={(id) => setDraft({ ...draft, softwareId: id })} error={errors.softwareId} />
      <LicenceFieldset draft={draft} onChange={setDraft} errors={errors} isUpdate={false} />
      <FormError>{submit.error}</FormError>
      <FormButtons cancel={{ href: softwareId ? managePaths.softwareDetails(softwareId) : managePaths.licences() }} pending={submit.pending} />
    </Form>
  );
}

function UpdateLicenceForm({ licence }: { licence: LicenceDetails }) {
  const { t } = useTranslation(['manage-software', 'manage']);
  const [, navigate] = useLocation();
  // What the form opened with, kept apart from the record, which refreshes when someone else saves.
  const [opened] = useState(licence);
  const [draft, setDraft] = useState(() => licenceDraftOf(licence));
  const [costInvalid, setCostInvalid] = useState(false);
  const update = useUpdateLicence(licence.id);
  const latest = useFetchLatest();
  const fields = licenceFieldsOf(draft);
  const save = useVersionedSave({
    record: opened,
    save: (version) => update.mutateAsync({ ...fields!, version }),
    fetchLatest: () => latest.licence(licence.id),
    onSaved: (saved) => navigate(managePaths.licence(saved.id)),
  });
  const guarded = (action: () => unknown) => {
    setCostInvalid(fields === null);
    if (fields) void action();
  };
  const errors = useFieldErrors(save.fieldError, costInvalid);
  useUnsavedValues(draft, licenceDraftOf(opened), save.pending);
  return (
    <Form
      className="form panel"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        guarded(save.onSubmit);
      }}
    >
      <dl className="facts">
        <dt>{t('licence.software')}</dt>
        <dd>{licence.software.name}</dd>
      </dl>
      <LicenceFieldset
        draft={draft}
        onChange={setDraft}
        errors={errors}
        isUpdate
        opened={licenceDraftOf(opened)}
        theirs={save.theirs ? licenceDraftOf(save.theirs) : undefined}
      />
      <FormError>{save.error}</FormError>
      <FormButtons cancel={{ href: managePaths.licence(licence.id) }} pending={save.pending} onReapply={save.theirs && (() => guarded(save.reapply))} />
    </Form>
  );
}

function UpdateLicence({ id }: { id: string }) {
  const { t } = useTranslation('manage-software');
  const licence = useLicence(id);
  return (
    <ManageFrame title={licence.data ? t('licence.editTitle', { name: licence.data.name }) : t('licence.editTitleLoading')}>
      <QueryView query={licence}>{(data) => <UpdateLicenceForm licence={data} />}</QueryView>
    </ManageFrame>
  );
}

/** Add a licence (for the title named by ?software=, when given) or change one; saving opens the licence. */
export default function LicenceFormScreen({ match, location }: ScreenProps) {
  const { t } = useTranslation('manage-software');
  const id = match.params.ID;
  if (id) return <UpdateLicence id={id} />;
  const softwareId = new URLSearchParams(location.search ?? '').get('software') ?? '';
  return (
    <ManageFrame title={t('licence.addTitle')}>
      <AddLicenceForm softwareId={softwareId} />
    </ManageFrame>
  );
}
