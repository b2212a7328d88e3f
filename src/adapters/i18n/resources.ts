import deBoot from './locales/de/boot.json';
import enBoot from './locales/en/boot.json';
import enFeedback from './locales/en/feedback.json';
import enFields from './locales/en/fields.json';
import enKit from './locales/en/kit.json';
import enShell from './locales/en/shell.json';
import { appCatalogue } from '../../domain/apps/app-catalogue';
import type { Language } from '../../domain/i18n/language';

/** The apps' English descriptions live once, in the domain catalogue, which the server answers with too. */
const appDescriptions = Object.fromEntries(appCatalogue.map((app) => [app.slug, app.description]));

/** The shell's English catalogues, bundled: English is complete, and the fallback of every other language. */
export const englishResources = { shell: { ...enShell, appDescriptions }, feedback: enFeedback, fields: enFields, kit: enKit, boot: enBoot };

export type ShellNamespace = keyof typeof englishResources;
export type ShellResources = Readonly<Record<ShellNamespace, object>>;

export const NAMESPACES = Object.keys(englishResources) as ShellNamespace[];

/**
 * What the first bundle carries of each language: all of English, and of the others only the notice shown when
 * startup fails (it must speak the person's language even when no chunk can load). The rest of a language arrives
 * with it (see shell-languages.ts).
 */
export const bundledResources: Readonly<Record<Language, Partial<ShellResources>>> = {
  en: englishResources,
  de: { boot: deBoot },
};
