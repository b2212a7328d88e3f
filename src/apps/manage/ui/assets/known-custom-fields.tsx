import { useTranslation } from 'react-i18next';
import type { CustomFieldUse } from '../../application/ports/assets-gateway';
import type { ProductType } from '../../domain/asset-status';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { useCustomFieldUsage } from '../queries/use-assets';

/** The names carried by at least half of the type's working assets: a new asset of the type starts with them. */
export function commonFieldNames(usage: { readonly fields: readonly CustomFieldUse[]; readonly assetCount: number }): string[] {
  return usage.fields.filter((field) => field.count * 2 >= usage.assetCount).map((field) => field.key);
}

/**
 * The organisation's field names for this type that the asset does not have yet, each one press away. Without
 * them (still loading, or refused) the editor works as before, so nothing is shown in their place.
 */
export function KnownCustomFields({
  productType,
  names,
  onAdd,
}: {
  productType: ProductType | undefined;
  /** The names the asset has already: its rows' and its type's fields'. */
  names: readonly string[];
  onAdd: (key: string) => void;
}) {
  const { t } = useTranslation('manage-assets');
  const usage = useCustomFieldUsage(productType);
  const present = new Set(names.map((name) => name.trim()));
  const offered = usage.data?.fields.filter((field) => !present.has(field.key)) ?? [];
  if (offered.length === 0) return null;
  return (
    <div role="group" aria-label={t('form.knownFields')} className="custom-fields__known">
      {offered.map(({ key }) => (
        <RippleButton key={key} className="button" aria-label={t('form.addKnownField', { name: key })} onPress={() => onAdd(key)}>
          {t('form.addKnown', { name: key })}
        </RippleButton>
      ))}
    </div>
  );
}
