import { useMemo } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { LabMachine } from '../../application/lab/lab-machine';
import { describeMachine } from '../../application/lab/machine-description';
import { machineVersion } from '../../application/lab/machine-version';
import type { LayoutEngine } from '../model/diagram-layout';
import { stateValueText } from '../model/event-summary';
import { jsonText } from '../model/json-text';
import { ExportPanel } from './export-panel';
import { InputEditor } from './input-editor';
import { LabFailureBoundary } from './lab-failure';
import { MachineList } from './machine-list';
import { useMachineName } from './machine-name';
import { PathsPanel } from './paths-panel';
import { ReplayPanel } from './replay-panel';
import { StateDiagram } from './state-diagram';
import { StepPanel } from './step-panel';
import { TimelinePanel } from './timeline-panel';
import { useLab } from './use-lab';
import './lab-app.css';

interface LabAppProps {
  readonly machines: readonly LabMachine[];
  saveFile(fileName: string, text: string): void;
  loadLayoutEngine(): Promise<LayoutEngine>;
}

/** The Machine Lab: pick a machine, see it, step it, replay traces and paths, export it. */
export function LabApp({ machines, saveFile, loadLayoutEngine }: LabAppProps) {
  const { t } = useTranslation('lab');
  const machineName = useMachineName();
  const { timeline, dispatch, entry, snapshot, failure } = useLab(machines);
  const machineId = entry.machine.id;
  const description = useMemo(() => describeMachine(entry.machine), [entry]);
  const version = useMemo(() => machineVersion(entry.machine), [entry]);
  const nodes = snapshot?._nodes ?? [];
  const active = new Set(nodes.map((node) => node.id));
  const current = new Set(nodes.filter((node) => node.type === 'atomic' || node.type === 'final').map((node) => node.id));
  const stateText = snapshot ? stateValueText(snapshot.value) : '—';
  const restart = (input: unknown) => dispatch({ type: 'restart', machineId, input });

  return (
    <div className="lab">
      <header className="lab__header">
        <h1>{t('title')}</h1>
        <p className="screen__lead">{t('intro')}</p>
      </header>
      <div className="lab__body">
        <nav className="lab__machines" aria-label={t('machines.label')}>
          <MachineList
            machines={machines}
            selected={machineId}
            onSelect={(id) => dispatch({ type: 'restart', machineId: id, input: machines.find((m) => m.machine.id === id)!.defaultInput })}
          />
        </nav>
        <main className="lab__main">
          <LabFailureBoundary>
            <section className="lab-panel lab__diagram" aria-labelledby="lab-diagram-title">
              <h2 id="lab-diagram-title">
                {t('diagram.title')}: {machineName(machineId)}
              </h2>
              <p className="lab__current" aria-live="polite">
                {t('diagram.current', { state: stateText })}{' '}
                {snapshot && <span className="badge">{t(`diagram.status.${snapshot.status}`)}</span>}
              </p>
              {failure && (
                <p className="form__error" role="alert">
                  {t('timeline.failed', { reason: failure })}
                </p>
              )}
              <StateDiagram
                description={description}
                active={active}
                current={current}
                label={t('diagram.label', { machine: machineName(machineId), state: stateText })}
                loadEngine={loadLayoutEngine}
              />
            </section>
            <section className="lab-panel lab__timeline" aria-labelledby="lab-timeline-title">
              <h2 id="lab-timeline-title">{t('timeline.title')}</h2>
              <TimelinePanel timeline={timeline} snapshot={snapshot} dispatch={dispatch} />
            </section>
            <section className="lab-panel lab__context" aria-labelledby="lab-context-title">
              <h2 id="lab-context-title">{t('context.title')}</h2>
              <pre className="lab__json" tabIndex={0} aria-label={t('context.label')}>
                {snapshot ? jsonText(snapshot.context) : '—'}
              </pre>
            </section>
            <section className="lab-panel lab__tools">
              <Tabs>
                <TabList className="lab-tabs" aria-label={t('tools.label')}>
                  <Tab id="step" className="lab-tabs__tab">
                    {t('tools.step')}
                  </Tab>
                  <Tab id="replay" className="lab-tabs__tab">
                    {t('tools.replay')}
                  </Tab>
                  <Tab id="paths" className="lab-tabs__tab">
                    {t('tools.paths')}
                  </Tab>
                  <Tab id="export" className="lab-tabs__tab">
                    {t('tools.export')}
                  </Tab>
                </TabList>
                <TabPanel id="step" className="lab-tabs__panel">
                  <InputEditor
                    key={`${machineId}:${JSON.stringify(timeline.input)}`}
                    input={timeline.input}
                    defaultInput={entry.defaultInput}
                    onRestart={restart}
                  />
                  {snapshot && <StepPanel entry={entry} snapshot={snapshot} onSend={(event) => dispatch({ type: 'step', event })} />}
                </TabPanel>
                {/* Kept mounted, so that an imported file stays listed while another tool is in use. */}
                <TabPanel id="replay" className="lab-tabs__panel" shouldForceMount>
                  <ReplayPanel
                    machines={machines}
                    machineId={machineId}
                    onReplay={(trace) => dispatch({ type: 'load-trace', trace })}
                  />
                </TabPanel>
                <TabPanel id="paths" className="lab-tabs__panel">
                  <PathsPanel
                    entry={entry}
                    input={timeline.input}
                    onReplay={(scenario) =>
                      dispatch({ type: 'load-scenario', machineId, input: timeline.input, key: scenario.key, events: scenario.events })
                    }
                  />
                </TabPanel>
                <TabPanel id="export" className="lab-tabs__panel">
                  <ExportPanel description={description} version={version} saveFile={saveFile} />
                </TabPanel>
              </Tabs>
            </section>
          </LabFailureBoundary>
        </main>
      </div>
    </div>
  );
}
