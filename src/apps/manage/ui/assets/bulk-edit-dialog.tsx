import { useState, type ReactNode } from 'react';
import { DialogTrigger, Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { BulkAssetChanges } from '../../application/ports/assets-gateway';
import type { BulkOutcome } from '../../../../application/ports/list-page';
import { ASSET_STATUSES, CONDITION_GRADES, type AssetStatus, type ConditionGrade } from '../../domain/asset-status';
import { FormError } from '../../../../ui/kit/form-error';
import { TextInput } from '../../../../ui/kit/text-input';
import { useSubmit } from '../../../../ui/kit/use-submit';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { useBulkEditAssets } from '../queries/use-assets';
import { SelectField } from '../../../../ui/kit/select-field';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { ModalDialog } from '../../../../ui/kit/modal-dialog';
import { PlacePicker } from '../shared/pickers';
import type { PlaceRef } from '../../application/ports/places-gateway';

const blank = { status: '', place: null as PlaceRef | null, condition: '', supplier: '' };

/** What the dialog sends: only the fields the person filled in; the rest stay as each asset has them. */
function changesOf(values: typeof blank): BulkAssetChanges {
  return {
    ...(values.status && { status: values.status as AssetStatus }),
    ...(values.place && { locationId: values.place.id }),
    ...(values.condition && { condition: values.condition as ConditionGrade }),
    ...(values.supplier.trim() && { supplier: values.supplier.trim() }),
  };
}


export function BulkEditDialog({ ids, onOutcome }: { ids: readonly string[]; onOutcome: (outcome: BulkOutcome) => void }) {
  const { t } = useTranslation(['manage-assets', 'manage']);
  const [values, setValues] = useState(blank);
  const [nothingChosen, setNothingChosen] = useState(false);
  const bulkEdit = useBulkEditAssets();
  const set = (field: Exclude<keyof typeof blank, 'place'>) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  return (
    <DialogTrigger
      onOpenChange={() => {
        setValues(blank);
        setNothingChosen(false);
      }}
    >
      <RippleButton className="button">{t('bulk.edit')}</RippleButton>
      <ModalDialog title={t('bulk.editTitle', { count: ids.length })} side="end">
        {(close) => (
          <BulkEditForm
            onSubmit={async () => {
              const changes = changesOf(values);
              setNothingChosen(Object.keys(changes).length === 0);
              if (Object.keys(changes).length === 0) return;
              const outcome = await bulkEdit.mutateAsync({ ids, changes });
              close();
              onOutcome(outcome);
            }}
            onCancel={close}
            nothingChosen={nothingChosen}
          >
            <SelectField label={t('field.status')} value={values.status} onChange={set('status')} emptyLabel={t('bulk.unchanged')}>
              {ASSET_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`manage:status.${status}`)}
                </option>
              ))}
            </SelectField>
            <PlacePicker
              label={t('field.location')}
              selectedId={values.place?.id ?? null}
              selectedLabel={values.place?.name ?? ''}
              onSelect={(place) => setValues((current) => ({ ...current, place }))}
            />
            <SelectField label={t('field.condition')} value={values.condition} onChange={set('condition')} emptyLabel={t('bulk.unchanged')}>
              {CONDITION_GRADES.map((grade) => (
                <option key={grade} value={grade}>
                  {t(`manage:condition.${grade}`)}
                </option>
              ))}
            </SelectField>
            <TextInput label={t('field.supplier')} value={values.supplier} onChange={set('supplier')} />
          </BulkEditForm>
        )}
      </ModalDialog>
    </DialogTrigger>
  );
}

function BulkEditForm({
  nothingChosen,
  onSubmit,
  onCancel,
  children,
}: {
  nothingChosen: boolean;
  onSubmit: () => Promise<void>;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(['manage-assets', 'manage']);
  const submit = useSubmit(onSubmit);
  return (
    <Form className="form" onSubmit={submit.onSubmit}>
      <p className="muted">{t('bulk.editHint')}</p>
      {children}
      <FormError>{nothingChosen ? t('bulk.nothingChosen') : submit.error}</FormError>
      <FormButtons cancel={{ onPress: onCancel }} submitLabel={t('bulk.apply')} pending={submit.pending} />
    </Form>
  );
}
