import { useState } from 'react';
import { VIEW_SETTINGS, type ViewSettingsPort } from '../../application/ports/view-settings-port';
import { useServices } from '../services/service-context';

/**
 * A choice about how something is shown (columns, density, a collapsed group), remembered in this browser under
 * `key`; without the settings port (a test, a failed startup) it lasts as long as the screen.
 */
export function useViewSetting<T>(key: string, fallback: T): [T, (next: T) => void] {
  const services = useServices();
  const settings = services.has(VIEW_SETTINGS) ? services.get<ViewSettingsPort>(VIEW_SETTINGS) : null;
  const [value, setValue] = useState<T>(() => settings?.read<T>(key, fallback) ?? fallback);
  return [
    value,
    (next) => {
      setValue(next);
      settings?.write(key, next);
    },
  ];
}
