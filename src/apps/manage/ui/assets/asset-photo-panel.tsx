import { useState } from 'react';
import { DropZone, FileTrigger, ProgressBar, Text, type DropItem, type FileDropItem } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { RequestProblem } from '../../../../application/errors/request-problem';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { ConfirmAction } from '../../../../ui/kit/confirm-action';
import { FormError } from '../../../../ui/kit/form-error';
import { useProblemText } from '../../../../ui/kit/problem-text';
import type { Asset } from '../../application/ports/assets-gateway';
import { ASSET_PHOTO_TYPES } from '../../domain/asset-photo';
import { useRemoveAssetPhoto, useUploadAssetPhoto } from '../queries/use-assets';

const isPhotoType = (type: string) => (ASSET_PHOTO_TYPES as readonly string[]).includes(type);
const isFile = (item: DropItem): item is FileDropItem => item.kind === 'file';

/** What the person reads for a refused upload: what to choose instead where the server said why. */
function useUploadProblem() {
  const { t } = useTranslation('manage-assets');
  const { problemText } = useProblemText();
  return (error: unknown) => {
    if (error instanceof RequestProblem && error.status === 413) return t('photo.tooLarge');
    if (error instanceof RequestProblem && error.status === 415) return t('photo.notImage');
    return problemText(error);
  };
}

/**
 * The asset's photo, and the ways to change it: drop or paste an image on the panel, or choose a file with the
 * button; the bar shows how much has gone up. The image comes through the short-lived link of the asset's answer.
 */
export function AssetPhotoPanel({ asset }: { asset: Asset }) {
  const { t } = useTranslation('manage-assets');
  const upload = useUploadAssetPhoto(asset.id);
  const remove = useRemoveAssetPhoto(asset.id);
  const uploadProblem = useUploadProblem();
  const [sent, setSent] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const send = async (file: File) => {
    setFailure(null);
    setDone(null);
    if (!isPhotoType(file.type)) return setFailure(t('photo.wrongType'));
    setSent(0);
    try {
      await upload.mutateAsync({ file, version: asset.version, onProgress: setSent });
      setDone(t('photo.saved'));
    } catch (error) {
      setFailure(uploadProblem(error));
    } finally {
      setSent(null);
    }
  };

  return (
    <DropZone
      className="asset-photo-drop"
      aria-label={t('photo.dropZone', { tag: asset.assetTag })}
      isDisabled={sent !== null}
      getDropOperation={(types) => (ASSET_PHOTO_TYPES.some((type) => types.has(type)) ? 'copy' : 'cancel')}
      onDrop={async (event) => {
        const item = event.items.find(isFile);
        if (item) await send(await item.getFile());
      }}
    >
      {asset.photoUrl ? (
        <img className="asset-photo" src={asset.photoUrl} alt={t('details.photo', { tag: asset.assetTag })} />
      ) : (
        <p className="muted">{t('photo.none')}</p>
      )}
      <Text slot="label" className="muted asset-photo-drop__hint">
        {t('photo.dropHint')}
      </Text>
      {sent !== null && (
        <ProgressBar className="asset-photo-drop__progress" value={sent * 100} aria-label={t('photo.uploading')}>
          {({ percentage }) => (
            <>
              <span>{t('photo.uploading')}</span>
              <div className="asset-photo-drop__track">
                <div className="asset-photo-drop__fill" style={{ width: `${percentage ?? 0}%` }} />
              </div>
            </>
          )}
        </ProgressBar>
      )}
      <div className="asset-photo-drop__actions">
        <FileTrigger
          acceptedFileTypes={[...ASSET_PHOTO_TYPES]}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) void send(file);
          }}
        >
          <RippleButton className="button" isDisabled={sent !== null}>
            {asset.photoUrl ? t('photo.replace') : t('photo.add')}
          </RippleButton>
        </FileTrigger>
        {asset.photoUrl && (
          <ConfirmAction
            label={t('photo.remove')}
            title={t('photo.removeTitle', { tag: asset.assetTag })}
            confirmLabel={t('photo.remove')}
            destructive
            isDisabled={sent !== null}
            onConfirm={async () => {
              await remove.mutateAsync(asset.version);
              setDone(t('photo.removed'));
            }}
          >
            {t('photo.removeBody')}
          </ConfirmAction>
        )}
      </div>
      <FormError>{failure}</FormError>
      <p className="visually-hidden" role="status">
        {done}
      </p>
    </DropZone>
  );
}
