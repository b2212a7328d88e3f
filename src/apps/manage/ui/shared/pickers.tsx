import { useTranslation } from 'react-i18next';
import { ASSETS_GATEWAY, type AssetsGateway } from '../../application/ports/assets-gateway';
import { PEOPLE_GATEWAY, type PeopleGateway } from '../../application/ports/people-gateway';
import { PLACES_GATEWAY, type Place, type PlaceRef, type PlacesGateway } from '../../application/ports/places-gateway';
import { useService } from '../../../../ui/services/service-context';
import { RecordPicker, type NewRecordOffer, type PickerOption } from '../../../../ui/kit/record-picker';
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

/**
 * A site in Locations, found by name; a name no site has is offered as "Add a site named …", which adds it there
 * with its address to complete.
 */
export function PlacePicker({
  onSelect,
  offersNew = true,
  ...props
}: Omit<PickerProps, 'onSelect'> & { onSelect: (place: PlaceRef | null) => void; /** A filter picks among the sites there are. */ offersNew?: boolean }) {
  const { t } = useTranslation('manage');
  const places = useService<PlacesGateway>(PLACES_GATEWAY);
  const optionOf = (place: Place): PickerOption => ({ id: place.id, label: place.name, ...(place.addressMissing && { description: t('picker.addressMissing') }) });
  const search = async (q: string): Promise<PickerOption[]> => (await places.list({ q: q || undefined })).items.slice(0, CHOICES).map(optionOf);
  const offerNew: NewRecordOffer = { label: (name) => t('picker.addSite', { name }), add: async (name) => optionOf(await places.add({ name })) };
  return (
    <RecordPicker
      label={t('picker.place')}
      queryKey={[MANAGE_KEY, 'picker', 'places']}
      search={search}
      onSelect={(option) => onSelect(option && { id: option.id, name: option.label })}
      {...(offersNew && { offerNew })}
      {...props}
    />
  );
}
