import type { ScreenProps } from '../../../../ui/routing/screen-props';
import { ALL_TYPES } from '../../domain/paths';
import { AddAccessory } from './add-accessory';
import { EditAccessory } from './edit-accessory';

/** add-accessory/accessory/:category and update-accessory/accessory/:category/:id; the category is the list to return to. */
export default function AccessoryFormScreen({ match }: ScreenProps) {
  const listCategory = match.params.productTypeId ?? ALL_TYPES;
  const id = match.params.ID;
  return id ? <EditAccessory key={id} id={id} listCategory={listCategory} /> : <AddAccessory listCategory={listCategory} />;
}
