import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { FileDropZone } from '../../../../ui/kit/file-drop-zone';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { NotesField } from '../../../../ui/kit/notes-field';
import { PageHeader } from '../../../../ui/kit/page-header';
import { QueryView } from '../../../../ui/kit/query-view';
import { SelectField } from '../../../../ui/kit/select-field';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { useSubmit } from '../../../../ui/kit/use-submit';
import { useUnsavedValues } from '../../../../ui/routing/use-unsaved-changes';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import type { RepairCartItem, RepairPhoto } from '../../application/ports/repair-gateway';
import { repairPaths } from '../../domain/repair-paths';
import { FAULT_CATEGORIES, MAX_REPAIR_PHOTOS, type FaultCategory } from '../../domain/repair-terms';
import { useDescribeFault, useRepairCartItem, useUploadRepairPhoto } from '../queries/repairs';
import { deviceName, EstimateText } from './repair-parts';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

function FaultForm({ item }: { item: RepairCartItem }) {
  const { t } = useTranslation('returns-repair');
  const { problemText } = useProblemText();
  const [, navigate] = useLocation();
  const [category, setCategory] = useState<string>(item.faultCategory ?? '');
  const [description, setDescription] = useState(item.description);
  const [photos, setPhotos] = useState<readonly RepairPhoto[]>(item.photos);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const upload = useUploadRepairPhoto();
  const describe = useDescribeFault(item.id);
  const submit = useSubmit(async () => {
    if (!category || !description.trim()) {
      setMissing(true);
      return;
    }
    await describe.mutateAsync({ faultCategory: category as FaultCategory, description: description.trim(), photoIds: photos.map((photo) => photo.id), version: item.version });
    navigate(repairPaths.cart());
  });
  useUnsavedValues([category, description, photos.map((photo) => photo.id)], [item.faultCategory ?? '', item.description, item.photos.map((photo) => photo.id)], submit.pending);
  const addPhotos = async (files: readonly File[]) => {
    setUploading(true);
    setUploadError(null);
    try {
      const room = MAX_REPAIR_PHOTOS - photos.length;
      const added: RepairPhoto[] = [];
      for (const file of files.slice(0, Math.max(0, room))) added.push(await upload(file));
      setPhotos((before) => [...before, ...added]);
    } catch (error) {
      setUploadError(problemText(error));
    } finally {
      setUploading(false);
    }
  };
  return (
    <Form className="form" onSubmit={submit.onSubmit}>
      <p>
        {t('estimate.label')}: <EstimateText amount={item.estimateMinor} currency={item.currency} needsApproval={item.needsApproval} />
      </p>
      <SelectField label={t('edit.category')} value={category} onChange={setCategory} emptyLabel={t('edit.choose')} isRequired error={missing && !category ? t('edit.choose') : submit.fieldError('faultCategory')}>
        {FAULT_CATEGORIES.map((fault) => (
          <option key={fault} value={fault}>
            {t(`fault.${fault}`)}
          </option>
        ))}
      </SelectField>
      <NotesField label={t('edit.description')} value={description} onChange={setDescription} error={missing && !description.trim() ? t('edit.descriptionRequired') : submit.fieldError('description')} />
      <FileDropZone
        label={t('edit.photos')}
        hint={uploading ? t('edit.uploading') : t('edit.photosHint', { count: MAX_REPAIR_PHOTOS })}
        acceptedTypes={PHOTO_TYPES}
        wrongType={t('edit.photosWrongType')}
        allowsMultiple
        isDisabled={uploading || photos.length >= MAX_REPAIR_PHOTOS}
        onFiles={(files) => void addPhotos(files)}
      >
        {photos.length > 0 && (
          <ul className="repair-photos">
            {photos.map((photo) => (
              <li key={photo.id}>
                <img src={photo.url} alt={photo.filename} />
                <RippleButton className="button button--ghost" onPress={() => setPhotos((before) => before.filter((each) => each.id !== photo.id))}>
                  {t('edit.removePhoto', { name: photo.filename })}
                </RippleButton>
              </li>
            ))}
          </ul>
        )}
      </FileDropZone>
      <FormError>{uploadError}</FormError>
      <FormError>{submit.error}</FormError>
      <FormButtons cancel={{ href: repairPaths.cart() }} pending={submit.pending} isDisabled={uploading} submitLabel={t('edit.save')} />
    </Form>
  );
}

/** repair-devices/edit/{itemID}: the fault of one device of the repair cart: its category, what happens, photos. */
export default function RepairEditScreen({ match }: ScreenProps) {
  const { t } = useTranslation('returns-repair');
  const id = match.params.itemID ?? '';
  const item = useRepairCartItem(id);
  return (
    <section className="screen repair" aria-labelledby="repair-edit-title">
      <PageHeader title={t('edit.title')} titleId="repair-edit-title" lead={item.data ? t('edit.lead', { name: deviceName(item.data) }) : undefined} />
      <section className="panel">
        <QueryView query={item}>{(loaded) => <FaultForm key={loaded.version} item={loaded} />}</QueryView>
      </section>
    </section>
  );
}
