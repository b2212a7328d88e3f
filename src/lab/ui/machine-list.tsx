import { useMemo } from 'react';
import { ListBox, ListBoxItem, Text, type Selection } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { LabMachine } from '../../application/lab/lab-machine';
import { machineVersion } from '../../application/lab/machine-version';
import { useMachineName } from './machine-name';
import './machine-list.css';

interface MachineListProps {
  readonly machines: readonly LabMachine[];
  readonly selected: string;
  onSelect(machineId: string): void;
}

/** The registered machines; choosing one starts it afresh with its default input. */
export function MachineList({ machines, selected, onSelect }: MachineListProps) {
  const { t } = useTranslation('lab');
  const machineName = useMachineName();
  const versions = useMemo(() => new Map(machines.map((entry) => [entry.machine.id, machineVersion(entry.machine)])), [machines]);
  const onSelectionChange = (selection: Selection) => {
    const [key] = selection === 'all' ? [] : [...selection];
    if (key !== undefined && String(key) !== selected) onSelect(String(key));
  };
  return (
    <ListBox
      className="machine-list"
      aria-label={t('machines.label')}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[selected]}
      onSelectionChange={onSelectionChange}
    >
      {machines.map(({ machine }) => (
        <ListBoxItem key={machine.id} id={machine.id} className="machine-list__item" textValue={machineName(machine.id)}>
          <Text slot="label" className="machine-list__name">
            {machineName(machine.id)}
          </Text>
          <Text slot="description" className="machine-list__version">
            {t('machines.version', { version: versions.get(machine.id) })}
          </Text>
        </ListBoxItem>
      ))}
    </ListBox>
  );
}
