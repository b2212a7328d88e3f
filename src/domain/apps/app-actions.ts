import { apps } from '../../apps';

export interface AppAction {
  readonly id: string;
  readonly slug: string;
  readonly path: string;
}

/** The actions the apps declare (DeclaredApp.actions), of the apps among `allowed` only, in the order of the apps. */
export function actionsOf(allowed: readonly string[]): AppAction[] {
  const may = new Set(allowed);
  return apps.flatMap((declaration) =>
    declaration.apps.filter((app) => may.has(app.slug)).flatMap((app) => (app.actions ?? []).map((action) => ({ ...action, slug: app.slug }))),
  );
}
