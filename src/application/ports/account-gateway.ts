import type { Language } from '../../domain/i18n/language';

export type { Language };

export interface Profile {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly role: string;
  readonly organisationName: string;
  readonly createdAt: string;
  readonly version: number;
}

export interface ActiveSession {
  readonly id: string;
  readonly createdAt: string;
  readonly lastSeenAt: string;
  readonly expiresAt: string;
  readonly userAgent: string | null;
  readonly ip: string | null;
  readonly method: string;
  readonly current: boolean;
  readonly impersonatedBy: string | null;
}

export type Theme = 'light' | 'dark' | 'system';

interface Preferences {
  readonly language: Language;
  readonly theme: Theme;
  readonly version: number;
}

export interface OrganisationPreferences extends Preferences {
  readonly name: string;
}

/** What the shell shows of the organisation (set in Configure): its logo's signed link and its brand colour. */
export interface OrganisationLook {
  readonly branding: { readonly logoUrl: string | null; readonly colour: string | null };
  /** ISO 3166 region whose date order the organisation reads; null: the language's. */
  readonly dateRegion: string | null;
}

interface Settings {
  readonly personal: Preferences;
  readonly organisation: OrganisationPreferences & OrganisationLook;
}

export interface SettingsChange {
  readonly personal?: Partial<Omit<Preferences, 'version'>> & { readonly version: number };
  readonly organisation?: Partial<Omit<OrganisationPreferences, 'version'>> & { readonly version: number };
}

/** The signed-in person's own account. Stale versions fail with a RequestProblem of type stale-version. */
export interface AccountGateway {
  profile(): Promise<Profile>;
  updateProfile(change: { readonly name: string; readonly version: number }): Promise<Profile>;
  changePassword(change: { readonly currentPassword: string; readonly newPassword: string }): Promise<void>;
  sessions(): Promise<readonly ActiveSession[]>;
  revokeSession(id: string): Promise<void>;
  settings(): Promise<Settings>;
  updateSettings(change: SettingsChange): Promise<Settings>;
}

export const ACCOUNT_GATEWAY = Symbol.for('AccountGateway');
