import deBoot from './locales/de/boot.json';
import deFeedback from './locales/de/feedback.json';
import deFields from './locales/de/fields.json';
import deKit from './locales/de/kit.json';
import deShell from './locales/de/shell.json';
import { appWordsIn } from '../../domain/apps/app-words';
import { shellWithApps, type ShellResources } from './resources';

/** The shell's German catalogues, with every app folder's German words: their own chunks, loaded only when someone reads German. */
export const germanResources = { shell: shellWithApps(deShell, await appWordsIn('de')), feedback: deFeedback, fields: deFields, kit: deKit, boot: deBoot } satisfies ShellResources;
