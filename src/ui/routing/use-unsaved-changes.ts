import { useEffect, useState } from 'react';
import { useNavigation } from './use-navigation';

/**
 * Tells the leave guard whether this form holds unsaved changes, so that leaving it by a link, back or forward asks
 * first; closing or reloading the tab asks through the browser's own prompt. Saved, or gone, it asks no more.
 */
export function useUnsavedChanges(unsaved: boolean): void {
  const navigation = useNavigation();
  const [form] = useState(() => Symbol('form'));
  useEffect(() => {
    navigation.markUnsaved(form, unsaved);
    if (!unsaved) return undefined;
    const askTheBrowser = (event: BeforeUnloadEvent) => event.preventDefault();
    addEventListener('beforeunload', askTheBrowser);
    return () => {
      removeEventListener('beforeunload', askTheBrowser);
      navigation.markUnsaved(form, false);
    };
  }, [navigation, form, unsaved]);
}

// Sets and maps (chosen rows, picked people) compare by their members.
const comparable = (value: unknown) => JSON.stringify(value, (_key, member: unknown) => (member instanceof Set || member instanceof Map ? [...member] : member));

/**
 * The leave guard for a form whose typed values can be told apart from those it opened with (or last saved):
 * it asks while they differ, and not while they are being saved, so the page a save leads to opens at once.
 * Answers whether they differ, for what waits for a save.
 */
export function useUnsavedValues(values: unknown, baseline: unknown, saving: boolean): boolean {
  const unsaved = !saving && comparable(values) !== comparable(baseline);
  useUnsavedChanges(unsaved);
  return unsaved;
}
