import { useTranslation } from 'react-i18next';
import type { ListControls } from '../../../../ui/kit/use-list-state';
import { usePlaces } from '../queries/use-places';
import { PlacePicker } from '../shared/pickers';

/** The site the list is narrowed to, kept in the address by its id and shown by its name. */
export function LocationFilter({ controls }: { controls: ListControls }) {
  const { t } = useTranslation('manage-assets');
  const applied = controls.state.filters.locationId ?? null;
  const places = usePlaces();
  const name = places.data?.items.find((place) => place.id === applied)?.name ?? '';
  return (
    <PlacePicker
      label={t('field.location')}
      offersNew={false}
      selectedId={applied}
      selectedLabel={name}
      onSelect={(place) => {
        if ((place?.id ?? null) !== applied) controls.setFilter('locationId', place?.id);
      }}
    />
  );
}
