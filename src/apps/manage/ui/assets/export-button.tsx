import { useTranslation } from 'react-i18next';
import type { AssetQuery } from '../../application/ports/assets-gateway';
import { FormError } from '../../../../ui/kit/form-error';
import { useSubmit } from '../../../../ui/kit/use-submit';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { useAssetsGateway } from '../queries/use-assets';
import { download } from '../../../../ui/kit/download';

/** Saves the whole filtered list, every page of it, as the server's CSV. */
export function ExportButton({ query }: { query: AssetQuery }) {
  const { t } = useTranslation('manage-assets');
  const assets = useAssetsGateway();
  const { page: _page, pageSize: _size, ...filters } = query;
  const exported = useSubmit(async () => {
    const file = await assets.exportCsv(filters);
    download(file.filename, file.content, file.contentType);
  });
  return (
    <>
      <RippleButton className="button" isPending={exported.pending} onPress={() => void exported.onSubmit()}>
        {t('list.export')}
      </RippleButton>
      <FormError>{exported.error}</FormError>
    </>
  );
}
