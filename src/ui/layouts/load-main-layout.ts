/** The signed-in shell (sidebar, menus, icons) is a chunk of its own: nobody needs it before signing in. */
export const loadMainLayout = () => import('./main-layout').then((module) => ({ default: module.MainLayout }));
