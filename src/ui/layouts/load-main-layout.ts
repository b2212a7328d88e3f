import { createElement } from 'react';
import { ScreenLoading } from '../kit/screen-loading';
import { preloadableComponent } from '../routing/preloadable-component';

/** The signed-in shell (sidebar, menus, icons) is a chunk of its own: nobody needs it before signing in. */
export const loadMainLayout = () => import('./main-layout').then((module) => ({ default: module.MainLayout }));

/** The signed-in shell as the route view renders it, fetched ahead by the route preloader. */
export const mainLayout = preloadableComponent(loadMainLayout, () => createElement(ScreenLoading));
