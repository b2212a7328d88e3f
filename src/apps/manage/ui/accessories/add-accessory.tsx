import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { ALL_TYPES, managePaths } from '../../domain/paths';
import { useSubmit } from '../../../../ui/kit/use-submit';
import { useCreateAccessory } from '../queries/use-accessories';
import { ManageFrame } from '../shared/app-frame';
import { AccessoryForm, useAccessoryDraft } from './accessory-form';
import { formValuesOf } from './accessory-form-values';

/** A new accessory, in the category of the list it was started from; back to that list once saved. */
export function AddAccessory({ listCategory }: { listCategory: string }) {
  const { t } = useTranslation(['manage-accessories', 'manage']);
  const [, navigate] = useLocation();
  const create = useCreateAccessory();
  const draft = useAccessoryDraft(formValuesOf(null, listCategory === ALL_TYPES ? '' : listCategory));
  const submit = useSubmit(async () => {
    const fields = draft.read();
    if (!fields) return;
    await create.mutateAsync(fields);
    navigate(managePaths.accessories(listCategory));
  });
  return (
    <ManageFrame
      title={t('form.addTitle')}
      actions={
        <Link href={managePaths.accessories(listCategory)} className="button">
          {t('kit:actions.cancel')}
        </Link>
      }
    >
      <section className="panel">
        <AccessoryForm
          draft={draft}
          comparison={null}
          fieldError={submit.fieldError}
          error={submit.error}
          pending={submit.pending}
          submitLabel={t('form.create')}
          onSubmit={submit.onSubmit}
        />
      </section>
    </ManageFrame>
  );
}
