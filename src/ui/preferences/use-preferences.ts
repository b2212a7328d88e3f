import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, Theme } from '../../application/ports/account-gateway';
import { applyTheme } from './apply-theme';
import { useSettings, useUpdateSettings } from '../queries/use-account';


/**
 * The signed-in person's language and theme: applied when their settings arrive, and saved on the server
 * when changed, so every device they use follows.
 */
export function usePreferences() {
  const { i18n } = useTranslation();
  const settings = useSettings();
  const update = useUpdateSettings();
  const personal = settings.data?.personal;

  useEffect(() => {
    if (!personal) return;
    applyTheme(personal.theme);
    if (i18n.language !== personal.language) void i18n.changeLanguage(personal.language);
  }, [personal, i18n]);

  const change = (preference: { language?: Language; theme?: Theme }) => {
    if (preference.language) void i18n.changeLanguage(preference.language);
    if (preference.theme) applyTheme(preference.theme);
    if (personal) update.mutate({ personal: { ...preference, version: personal.version } });
  };
  return { personal, change, saving: update.isPending, error: update.error };
}
