import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { Accessory, AccessoryDetails } from '../../application/ports/accessories-gateway';
import { managePaths } from '../../domain/paths';
import { QueryView } from '../../../../ui/kit/query-view';
import { useAccessory, useFetchLatestAccessory, useUpdateAccessory } from '../queries/use-accessories';
import { ManageFrame } from '../shared/app-frame';
import { useVersionedSave } from '../../../../ui/kit/use-versioned-save';
import { AccessoryCheckouts } from './accessory-checkouts';
import { AccessoryForm, useAccessoryDraft } from './accessory-form';
import { formValuesOf } from './accessory-form-values';

/**
 * The server refuses a total below the units out as a broken rule (409) without naming the field; the
 * person finds the reason at the total field, where they can fix it.
 */
function EditAccessoryForm({ details, listCategory }: { details: AccessoryDetails; listCategory: string }) {
  const { t } = useTranslation(['manage-accessories', 'manage']);
  const [, navigate] = useLocation();
  // The record as this form opened it: its version is the one the save names, its values the ones compared after a 412.
  const [opened, setOpened] = useState<Accessory>(details);
  const draft = useAccessoryDraft(formValuesOf(details, details.category));
  const update = useUpdateAccessory();
  const fetchLatest = useFetchLatestAccessory();
  const save = useVersionedSave({
    record: opened,
    save: (version) => {
      const fields = draft.read();
      if (!fields) return Promise.reject(new Error(t('form.fixFields')));
      return update.mutateAsync({ id: details.id, changes: { ...fields, version } });
    },
    fetchLatest: () => fetchLatest(details.id),
    onSaved: () => navigate(managePaths.accessories(listCategory)),
  });
  const comparison = save.theirs ? { opened: formValuesOf(opened, ''), theirs: formValuesOf(save.theirs, '') } : null;
  return (
    <>
      <section className="panel" aria-labelledby="accessory-edit">
        <h2 id="accessory-edit">{details.name}</h2>
        <AccessoryForm
          draft={draft}
          comparison={comparison}
          fieldError={save.fieldError}
          error={save.error}
          pending={save.pending}
          submitLabel={t('form.save')}
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            if (draft.read()) save.onSubmit();
          }}
          onReapply={save.theirs && save.reapply}
        />
      </section>
      <AccessoryCheckouts
        details={details}
        // A check-in from here moves the version on by one; adopting it keeps this form's save from a needless 412.
        onCheckedIn={(after) => setOpened((before) => (after.version === before.version + 1 ? { ...before, version: after.version } : before))}
      />
    </>
  );
}

/** Edit an accessory's record and see who holds its units, with a check-in per check-out. */
export function EditAccessory({ id, listCategory }: { id: string; listCategory: string }) {
  const { t } = useTranslation(['manage-accessories', 'manage']);
  const accessory = useAccessory(id);
  return (
    <ManageFrame
      title={t('form.editTitle')}
      actions={
        <Link href={managePaths.accessories(listCategory)} className="button">
          {t('form.backToList')}
        </Link>
      }
    >
      <QueryView query={accessory}>{(details) => <EditAccessoryForm details={details} listCategory={listCategory} />}</QueryView>
    </ManageFrame>
  );
}
