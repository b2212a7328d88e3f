import { useMemo, useState } from 'react';
import { Button, Heading } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { MachineDescription } from '../../application/lab/machine-description';
import { toMermaid } from '../model/mermaid';
import { CodeField } from './code-field';

interface ExportPanelProps {
  readonly description: MachineDescription;
  readonly version: string;
  saveFile(fileName: string, text: string): void;
}

type Copy = 'idle' | 'copied' | 'failed';

/** The definition as a JSON download and as Mermaid text to paste into documentation. */
export function ExportPanel({ description, version, saveFile }: ExportPanelProps) {
  const { t } = useTranslation('lab');
  const mermaid = useMemo(() => toMermaid(description), [description]);
  const [copy, setCopy] = useState<Copy>('idle');
  const download = () =>
    saveFile(
      `${description.id}-machine-${version}.json`,
      JSON.stringify({ machineId: description.id, machineVersion: version, definition: description }, null, 2),
    );
  // Without a secure context there is no navigator.clipboard at all; that counts as a refusal too.
  const copyMermaid = () =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(mermaid))
      .then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  return (
    <div className="lab-stack">
      <Heading level={3}>{t('export.definition')}</Heading>
      <p>{t('export.definitionHelp')}</p>
      <div className="lab-actions">
        <Button className="button" onPress={download}>
          {t('export.download')}
        </Button>
      </div>
      <Heading level={3}>{t('export.mermaid')}</Heading>
      <CodeField label={t('export.mermaidText')} value={mermaid} isReadOnly rows={12} />
      <div className="lab-actions">
        <Button className="button" onPress={() => void copyMermaid()}>
          {t('export.copy')}
        </Button>
      </div>
      <p role="status" className={copy === 'failed' ? 'form__error' : undefined}>
        {copy === 'copied' && t('export.copied')}
        {copy === 'failed' && t('export.copyFailed')}
      </p>
    </div>
  );
}
