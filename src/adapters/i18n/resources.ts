import deBoot from './locales/de/boot.json';
import enBoot from './locales/en/boot.json';
import enFeedback from './locales/en/feedback.json';
import enFields from './locales/en/fields.json';
import enKit from './locales/en/kit.json';
import enShell from './locales/en/shell.json';
import type { AppWords } from '../../domain/apps/app-declaration';
import { englishAppWords } from '../../domain/apps/app-words';
import type { Language } from '../../domain/i18n/language';

/** The shell's catalogue of a language: its own words, and what each app folder says of its apps and public pages. */
export function shellWithApps<Shell extends { routes: object }>(shell: Shell, { apps, appDescriptions, routes, actions }: Required<AppWords>) {
  return { ...shell, apps, appDescriptions, actions, routes: { ...shell.routes, ...routes } };
}

/** The shell's English catalogues, bundled: English is complete, and the fallback of every other language. */
export const englishResources = { shell: shellWithApps(enShell, englishAppWords()), feedback: enFeedback, fields: enFields, kit: enKit, boot: enBoot };

type ShellNamespace = keyof typeof englishResources;
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
