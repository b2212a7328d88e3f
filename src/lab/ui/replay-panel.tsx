import { useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { LabMachine } from '../../application/lab/lab-machine';
import type { MachineTrace, TraceFile } from '../../application/lab/trace';
import { checkTrace, readTraceFile } from '../model/read-trace-file';
import { useMachineName } from './machine-name';
import { useTraceFileProblemText, useTraceRefusalText } from './trace-problem';
import { formatTimestamp } from '../../domain/formatting/reader-format';

interface ReplayPanelProps {
  readonly machines: readonly LabMachine[];
  /** The machine on view: its trace in an imported file is loaded straight away. */
  readonly machineId: string;
  onReplay(trace: MachineTrace): void;
}

type Import =
  | { readonly status: 'empty' }
  | { readonly status: 'reading'; readonly name: string }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'read'; readonly name: string; readonly file: TraceFile };

function TraceItem({ trace, machines, onReplay }: { trace: MachineTrace } & Pick<ReplayPanelProps, 'machines' | 'onReplay'>) {
  const { t, i18n } = useTranslation('lab');
  const machineName = useMachineName();
  const refusalText = useTraceRefusalText();
  const check = checkTrace(trace, machines);
  const startedAt = new Date(trace.startedAt);
  return (
    <li className="trace-item">
      <span>
        {t('replay.summary', {
          machine: machineName(trace.machineId),
          count: trace.events.length,
          startedAt: Number.isNaN(startedAt.getTime()) ? trace.startedAt : formatTimestamp(trace.startedAt, i18n.language),
          portalVersion: trace.portalVersion,
        })}
      </span>
      {check.ok ? (
        <Button
          className="button"
          aria-label={t('replay.replayLabel', { machine: machineName(trace.machineId) })}
          onPress={() => onReplay(trace)}
        >
          {t('replay.replay')}
        </Button>
      ) : (
        <p className="form__error" role="alert">
          {refusalText(check.problem)}
        </p>
      )}
    </li>
  );
}

/** Imports a trace file, says clearly what is wrong with a bad one, and replays the traces it holds. */
export function ReplayPanel({ machines, machineId, onReplay }: ReplayPanelProps) {
  const { t } = useTranslation('lab');
  const problemText = useTraceFileProblemText();
  const [imported, setImported] = useState<Import>({ status: 'empty' });

  const read = async (file: File) => {
    setImported({ status: 'reading', name: file.name });
    let text: string;
    try {
      text = await file.text();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setImported({ status: 'failed', message: t('replay.problems.readFailed', { file: file.name, reason }) });
      return;
    }
    const result = readTraceFile(text);
    if (!result.ok) {
      setImported({ status: 'failed', message: problemText(file.name, result.problem) });
      return;
    }
    setImported({ status: 'read', name: file.name, file: result.value });
    const own = result.value.traces.find((trace) => trace.machineId === machineId);
    if (own && checkTrace(own, machines).ok) onReplay(own);
  };

  return (
    <div className="lab-stack">
      <p>{t('replay.help')}</p>
      <div className="lab-actions">
        <FileTrigger
          acceptedFileTypes={['application/json', '.json']}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) void read(file);
          }}
        >
          <Button className="button button--primary">{t('replay.import')}</Button>
        </FileTrigger>
      </div>
      {imported.status === 'empty' && <p className="empty-state">{t('replay.empty')}</p>}
      {imported.status === 'reading' && <p role="status">{t('replay.reading')}</p>}
      {imported.status === 'failed' && (
        <p className="form__error" role="alert">
          {imported.message}
        </p>
      )}
      {imported.status === 'read' && (
        <section aria-label={t('replay.traces', { file: imported.name })}>
          <p>{t('replay.traces', { file: imported.name })}</p>
          <ul className="trace-list">
            {imported.file.traces.map((trace, index) => (
              <TraceItem key={index} trace={trace} machines={machines} onReplay={onReplay} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
