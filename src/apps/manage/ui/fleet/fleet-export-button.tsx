import { useTranslation } from 'react-i18next';
import type { FleetQuery } from '../../application/ports/fleet-gateway';
import { FormError } from '../../../../ui/kit/form-error';
import { useSubmit } from '../../../../ui/kit/use-submit';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { download } from '../../../../ui/kit/download';
import { useFleetGateway } from '../queries/use-fleet';

/** Saves the whole filtered list, every page and kind of it, as the server's CSV. */
export function FleetExportButton({ query }: { query: Omit<FleetQuery, 'page' | 'pageSize'> }) {
  const { t } = useTranslation('manage-fleet');
  const fleet = useFleetGateway();
  const exported = useSubmit(async () => {
    const file = await fleet.exportCsv(query);
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
