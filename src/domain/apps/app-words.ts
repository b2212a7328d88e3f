import { apps } from '../../apps';
import type { Language } from '../i18n/language';
import type { AppWords } from './app-declaration';

/** What every app folder says of its apps in one language, as one part of the shell's catalogue. */
export function appWordsIn(language: Language): Required<AppWords> {
  const all = apps.map((declaration) => declaration.words[language]);
  return {
    apps: Object.assign({}, ...all.map((words) => words.apps)),
    appDescriptions: Object.assign({}, ...all.map((words) => words.appDescriptions)),
    routes: Object.assign({}, ...all.map((words) => words.routes ?? {})),
    actions: Object.assign({}, ...all.map((words) => words.actions ?? {})),
  };
}
