/** An app of the catalogue as the server sees it for the caller. */
export interface AppListing {
  readonly slug: string;
  readonly name: string;
  readonly category: string;
  readonly description: string;
  readonly frameUrl: string | null;
  readonly installed: boolean;
  readonly allowed: boolean;
  readonly notAllowedReason: 'not-installed' | 'role' | null;
  readonly allowedRoles: readonly string[];
}

interface AppDetails extends AppListing {
  /** Who can grant the app to the caller. */
  readonly grantors: readonly { readonly name: string; readonly email: string }[];
}

export interface AppsGateway {
  list(): Promise<readonly AppListing[]>;
  get(slug: string): Promise<AppDetails>;
  install(slug: string): Promise<AppListing>;
  uninstall(slug: string): Promise<AppListing>;
  /** An embedded app's partner address for the organisation (admins); null goes back to the catalogue's. */
  setFrame(slug: string, frameUrl: string | null): Promise<AppListing>;
}

export const APPS_GATEWAY = Symbol.for('AppsGateway');
