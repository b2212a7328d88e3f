import { apps } from '../../apps';
import type { Language } from '../i18n/language';
import type { AppWords } from './app-declaration';

/** Every app folder's words of one language as one part of the shell's catalogue. */
function merged(all: readonly AppWords[]): Required<AppWords> {
  return {
    apps: Object.assign({}, ...all.map((words) => words.apps)),
    appDescriptions: Object.assign({}, ...all.map((words) => words.appDescriptions)),
    routes: Object.assign({}, ...all.map((words) => words.routes ?? {})),
    actions: Object.assign({}, ...all.map((words) => words.actions ?? {})),
  };
}

/** What every app folder says of its apps in English, which the first bundle carries. */
export function englishAppWords(): Required<AppWords> {
  return merged(apps.map((declaration) => declaration.words.en));
}

/** What every app folder says of its apps in another language, each folder's file loaded now. */
export async function appWordsIn(language: Exclude<Language, 'en'>): Promise<Required<AppWords>> {
  return merged(await Promise.all(apps.map((declaration) => declaration.words[language]().then((words) => words.default))));
}
