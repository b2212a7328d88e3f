import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { RecordPicker, type PickerOption } from '../../../../ui/kit/record-picker';
import type { DeskAsset } from '../../application/ports/admin-tickets-gateway';
import { ADMIN_KEY, useAdminTicketsGateway } from '../queries/admin-tickets';

/** How the desk names an asset: by tag and model, as people tell devices apart. */
export const assetNameOf = (asset: DeskAsset) => `${asset.assetTag} · ${asset.model}`;

/**
 * The Manage asset a ticket is about, found by tag, serial or model through the desk (Manage is asked on the server),
 * shown by tag and model, and cleared with a button of its own. An asset Manage no longer keeps shows as such.
 */
export function TicketAssetPicker({
  assetId,
  assetName,
  onChange,
  error,
}: {
  assetId: string;
  /** Empty when the ticket names an asset Manage no longer keeps. */
  assetName: string;
  onChange: (asset: { readonly id: string; readonly name: string } | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('service-desk-admin');
  const gateway = useAdminTicketsGateway();
  const search = async (text: string): Promise<PickerOption[]> =>
    (await gateway.assets({ ...(text && { q: text }) })).items.map((asset) => ({
      id: asset.id,
      label: assetNameOf(asset),
      ...(asset.serial && { description: t('properties.assetSerial', { serial: asset.serial }) }),
    }));
  return (
    <div className="ticket-asset">
      <RecordPicker
        label={t('properties.asset')}
        description={assetId && !assetName ? t('properties.assetGone') : t('properties.assetHint')}
        queryKey={[...ADMIN_KEY, 'assets']}
        search={search}
        selectedId={assetId || null}
        selectedLabel={assetName}
        onSelect={(option) => onChange(option && { id: option.id, name: option.label })}
        error={error}
      />
      {assetId && (
        <RippleButton className="button button--small" onPress={() => onChange(null)}>
          {t('properties.clearAsset')}
        </RippleButton>
      )}
    </div>
  );
}
