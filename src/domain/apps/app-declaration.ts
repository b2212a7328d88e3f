import type { Language } from '../i18n/language';
import type { RouteDef } from '../routing/route';
import type { AppChild } from '../routing/route-builders';
import type { Role } from '../session/roles';
import type { AppIconName } from './app-icon-names';

/** The groups of the app store and the sidebar; `shell` apps sit beside the shell's own links at the top. */
export const appCategories = ['shell', 'assets', 'lifecycle', 'commerce', 'people', 'service-desk', 'insight', 'embedded'] as const;

export type AppCategory = (typeof appCategories)[number];

/** The roles a new organisation grants apps to; owners and admins open every installed app. */
export type GrantableRole = Exclude<Role, 'owner' | 'admin'>;

/** An app everyone of the organisation uses: employees pay from their own wallet and read their own tickets. */
export const EVERYONE: readonly GrantableRole[] = ['employee', 'agent', 'manager'];

/**
 * What the shell says of a folder's apps in one language, in the shape of the shell's catalogue it joins: each app's
 * name and what it is for, and the titles of the folder's pages outside /apps.
 */
export interface AppWords {
  readonly apps: Readonly<Record<string, string>>;
  readonly appDescriptions: Readonly<Record<string, string>>;
  readonly routes?: Readonly<Record<string, string>>;
  /** The names of the apps' palette actions (DeclaredApp.actions) by id. */
  readonly actions?: Readonly<Record<string, string>>;
}

/** An app folder's words: English at hand, the other languages each a file to load. */
export type AppWordsByLanguage = { readonly en: AppWords } & {
  readonly [language in Exclude<Language, 'en'>]: () => Promise<{ readonly default: AppWords }>;
};

/** One app of the shell: a slug with its sidebar entry, its card in the app store and its allowed-app rule. */
export interface DeclaredApp {
  readonly slug: string;
  readonly category: AppCategory;
  readonly icon: AppIconName;
  /** The roles a new organisation grants the app to. */
  readonly grants: readonly GrantableRole[];
  /** Its pages under /apps/{slug}, as the route table of the specification names them. */
  readonly routes: readonly AppChild[];
  /**
   * Where opening the app goes, when that is not /apps/{slug}: an app whose page is outside /apps, or one whose base
   * route is not where people start (the campaign apps' base is the wizard; they open on their list).
   */
  readonly home?: string;
  /** A partner's app, shown in a sandboxed frame at the address the server's catalogue gives. */
  readonly embedded?: boolean;
  /** Reached from elsewhere (another app, a test), so the sidebar leaves it out; the app store still lists it. */
  readonly hiddenFromSidebar?: boolean;
  /**
   * The organisation's own administration (Configure): admins only, so no role below admin is ever granted it, and
   * never uninstalled, so an admin cannot lock themselves out of the page where apps are installed and granted.
   */
  readonly administration?: boolean;
  /**
   * Orders of a kind this app places in Manage Orders and works on in a page of its own (Repair's corporate orders):
   * Manage Orders links each such order there, `:id` standing for the order's id, without knowing the app.
   */
  readonly orderPage?: { readonly kind: string; readonly path: string };
  /**
   * What people come to the app to do, offered by the command palette to whoever may open it: each named in the app's
   * words (`actions.<id>`), opening a page of the app.
   */
  readonly actions?: readonly { readonly id: string; readonly path: string }[];
}

/**
 * Everything the shell knows of an app folder (src/apps/<id>/app.ts): its apps, their pages and default grants, and
 * their names in every language. The kernel's route table, app catalogue, grants and sidebar are built from the list
 * of declarations (src/apps.ts); the server reads the same list through the contract.
 */
export interface AppDeclaration {
  /** The folder's name under src/apps, contract/apps and server/apps. */
  readonly id: string;
  readonly apps: readonly DeclaredApp[];
  /**
   * The folder's pages outside /apps: public pages people open from a link, or a page at the shell's top level. A
   * page whose meta names one of the folder's slugs carries that app's name as well.
   */
  readonly pages?: readonly RouteDef[];
  /** English, bundled (the fallback of every language); each other language's file loaded with that language. */
  readonly words: AppWordsByLanguage;
}

export function defineApp(declaration: AppDeclaration): AppDeclaration {
  return declaration;
}
