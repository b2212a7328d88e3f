import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { RequestProblem } from '../../../../application/errors/request-problem';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { FormError } from '../../../../ui/kit/form-error';
import { useProblemText } from '../../../../ui/kit/problem-text';
import type { AdminProductDetail } from '../../application/ports/catalogue-gateway';
import type { Store } from '../../domain/catalogue-terms';
import { MAX_PRODUCT_IMAGES, PRODUCT_IMAGE_TYPES } from '../../domain/product-images';
import { useRemoveProductImage, useUploadProductImage } from '../queries/catalogue';

const isImageType = (type: string) => (PRODUCT_IMAGE_TYPES as readonly string[]).includes(type);

/** The product's images from the file store: add one with the button, remove any; each shows through its signed link. */
export function ProductImages({ store, product }: { store: Store; product: AdminProductDetail }) {
  const { t } = useTranslation('commerce-catalogue');
  const { problemText } = useProblemText();
  const upload = useUploadProductImage(store, product.id);
  const remove = useRemoveProductImage(store, product.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;

  const run = async (action: () => Promise<unknown>, success: string) => {
    setFailure(null);
    setDone(null);
    try {
      await action();
      setDone(success);
    } catch (error) {
      setFailure(error instanceof RequestProblem && error.status === 413 ? t('images.tooLarge') : problemText(error));
    }
  };
  const send = (file: File) =>
    isImageType(file.type) ? run(() => upload.mutateAsync({ file, version: product.version }), t('images.added')) : setFailure(t('images.wrongType'));

  return (
    <section className="panel catalogue-images" aria-labelledby="catalogue-images-title">
      <h2 id="catalogue-images-title">{t('images.title')}</h2>
      {product.images.length === 0 ? (
        <p className="muted">{t('images.none')}</p>
      ) : (
        <ul className="catalogue-images__list">
          {product.images.map((image, index) => (
            <li key={image.key}>
              <img src={image.url} alt={t('images.alt', { name: product.name, number: index + 1 })} />
              <RippleButton
                className="button button--small"
                isDisabled={busy}
                onPress={() => run(() => remove.mutateAsync({ key: image.key, version: product.version }), t('images.removed'))}
              >
                {t('images.remove', { number: index + 1 })}
              </RippleButton>
            </li>
          ))}
        </ul>
      )}
      {product.images.length < MAX_PRODUCT_IMAGES && (
        <FileTrigger
          acceptedFileTypes={[...PRODUCT_IMAGE_TYPES]}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) void send(file);
          }}
        >
          <RippleButton className="button" isPending={upload.isPending} isDisabled={busy}>
            {t('images.add')}
          </RippleButton>
        </FileTrigger>
      )}
      <FormError>{failure}</FormError>
      <p className="visually-hidden" role="status">
        {done}
      </p>
    </section>
  );
}
