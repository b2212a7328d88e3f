import deBoot from './locales/de/boot.json';
import deFeedback from './locales/de/feedback.json';
import deFields from './locales/de/fields.json';
import deKit from './locales/de/kit.json';
import deShell from './locales/de/shell.json';
import enBoot from './locales/en/boot.json';
import enFeedback from './locales/en/feedback.json';
import enFields from './locales/en/fields.json';
import enKit from './locales/en/kit.json';
import enShell from './locales/en/shell.json';
import { appCatalogue } from '../../domain/apps/app-catalogue';

/** The apps' English descriptions live once, in the domain catalogue, which the server answers with too. */
const appDescriptions = Object.fromEntries(appCatalogue.map((app) => [app.slug, app.description]));

/** Every catalogue, by language and namespace. English is complete; German must have the same keys. */
export const resources = {
  en: { shell: { ...enShell, appDescriptions }, feedback: enFeedback, fields: enFields, kit: enKit, boot: enBoot },
  de: { shell: deShell, feedback: deFeedback, fields: deFields, kit: deKit, boot: deBoot },
} as const;

export type Language = keyof typeof resources;
export const LANGUAGES = Object.keys(resources) as Language[];
export const NAMESPACES = Object.keys(resources.en) as (keyof (typeof resources)['en'])[];
