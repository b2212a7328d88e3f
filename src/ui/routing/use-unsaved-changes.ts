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
