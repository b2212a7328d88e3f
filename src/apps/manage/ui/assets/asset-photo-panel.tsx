import { useState } from 'react';
import { ProgressBar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { RequestProblem } from '../../../../application/errors/request-problem';
import { ConfirmAction } from '../../../../ui/kit/confirm-action';
import { FileDropZone } from '../../../../ui/kit/file-drop-zone';
import { FormError } from '../../../../ui/kit/form-error';
import { useProblemText } from '../../../../ui/kit/problem-text';
import type { Asset } from '../../application/ports/assets-gateway';
import { ASSET_PHOTO_TYPES } from '../../domain/asset-photo';
import { useRemoveAssetPhoto, useUploadAssetPhoto } from '../queries/use-assets';

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
    <FileDropZone
      className="asset-photo-drop"
      label={t('photo.file', { tag: asset.assetTag })}
      labelHidden
      hint={t('photo.dropHint')}
      acceptedTypes={ASSET_PHOTO_TYPES}
      wrongType={t('photo.wrongType')}
      chooseLabel={asset.photoUrl ? t('photo.replace') : t('photo.add')}
      isDisabled={sent !== null}
      onFiles={([file]) => {
        if (file) void send(file);
      }}
      actions={
        asset.photoUrl && (
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
        )
      }
    >
      {asset.photoUrl ? (
        <img className="asset-photo" src={asset.photoUrl} alt={t('details.photo', { tag: asset.assetTag })} />
      ) : (
        <p className="muted">{t('photo.none')}</p>
      )}
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
      <FormError>{failure}</FormError>
      <p className="visually-hidden" role="status">
        {done}
      </p>
    </FileDropZone>
  );
}
