import { useTranslation } from 'react-i18next';
import { ASSETS_GATEWAY, type AssetsGateway } from '../../application/ports/assets-gateway';
import { PEOPLE_GATEWAY, type PeopleGateway } from '../../application/ports/people-gateway';
import { useService } from '../../../../ui/services/service-context';
import { RecordPicker, type PickerOption } from '../../../../ui/kit/record-picker';
import { MANAGE_KEY } from '../queries/use-manage-mutation';

type PickerProps = Omit<Parameters<typeof RecordPicker>[0], 'queryKey' | 'search' | 'label'> & { label?: string };

const CHOICES = 20;

/** A person of the organisation who has not left, found by name or address. */
export function PersonPicker(props: PickerProps) {
  const { t } = useTranslation('manage');
  const people = useService<PeopleGateway>(PEOPLE_GATEWAY);
  const search = async (q: string): Promise<PickerOption[]> =>
    (await people.list({ q: q || undefined, offboarded: false, pageSize: CHOICES, sort: 'name' })).items.map((person) => ({
      id: person.id,
      label: person.name,
      description: person.email,
    }));
  return <RecordPicker label={t('picker.person')} queryKey={[MANAGE_KEY, 'picker', 'people']} search={search} {...props} />;
}

/** An asset that is not archived, found by tag, serial, model or holder. */
export function AssetPicker(props: PickerProps) {
  const { t } = useTranslation('manage');
  const assets = useService<AssetsGateway>(ASSETS_GATEWAY);
  const search = async (q: string): Promise<PickerOption[]> =>
    (await assets.list({ q: q || undefined, pageSize: CHOICES, sort: 'assetTag' })).items.map((asset) => ({
      id: asset.id,
      label: asset.assetTag,
      description: [asset.manufacturer, asset.model, asset.serial].filter(Boolean).join(' '),
    }));
  return <RecordPicker label={t('picker.asset')} queryKey={[MANAGE_KEY, 'picker', 'assets']} search={search} {...props} />;
}
