import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenProps } from '../../routing/screen-props';

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

const assetForm: Screen = lazy(() => import('./assets/asset-form-screen'));
const accessoryForm: Screen = lazy(() => import('./accessories/accessory-form-screen'));
const licenceForm: Screen = lazy(() => import('./software/licence-form-screen'));
const userForm: Screen = lazy(() => import('./people/user-form-screen'));

/** Manage's screens by route name (spec 2.4), each its own chunk. */
export const manageScreens: Readonly<Record<string, Screen>> = {
  'manage-beta-dashboard': lazy(() => import('./dashboard/manage-dashboard-screen')),
  'manage-beta-assets': lazy(() => import('./assets/assets-list-screen')),
  'manage-beta-archived': lazy(() => import('./assets/archived-screen')),
  'manage-beta-details': lazy(() => import('./assets/asset-details-screen')),
  'manage-beta-add-asset': assetForm,
  'manage-beta-update-asset': assetForm,
  'manage-beta-accessories': lazy(() => import('./accessories/accessories-list-screen')),
  'manage-beta-add-accessory': accessoryForm,
  'manage-beta-update-accessory': accessoryForm,
  'manage-beta-softwares-list': lazy(() => import('./software/software-list-screen')),
  'manage-beta-software-details': lazy(() => import('./software/software-details-screen')),
  'manage-beta-softwares-licenses-list': lazy(() => import('./software/licences-list-screen')),
  'manage-beta-add-license': licenceForm,
  'manage-beta-update-license': licenceForm,
  'manage-beta-license-details': lazy(() => import('./software/licence-details-screen')),
  'manage-beta-users-list': lazy(() => import('./people/users-list-screen')),
  'manage-beta-add-user': userForm,
  'manage-beta-edit-user': userForm,
  'manage-beta-user-detail': lazy(() => import('./people/user-detail-screen')),
  'manage-beta-exceptions': lazy(() => import('./people/exceptions-screen')),
  'manage-beta-manage-imported-assets': lazy(() => import('./review/imported-assets-screen')),
  'manage-beta-assets-label': lazy(() => import('./review/asset-labels-screen')),
};
