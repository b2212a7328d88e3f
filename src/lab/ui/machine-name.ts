import { useTranslation } from 'react-i18next';

/** A machine's name in the person's language; a machine the catalogue does not name yet shows its id. */
export function useMachineName(): (machineId: string) => string {
  const { t } = useTranslation('lab');
  return (machineId) => t(`machines.names.${machineId}`, { defaultValue: machineId });
}
