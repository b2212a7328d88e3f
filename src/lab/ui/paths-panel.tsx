import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { LabMachine } from '../../application/lab/lab-machine';
import { scenariosOf, type Scenario } from '../../application/lab/scenarios';
import { stateValueText, summarizeEvent } from '../model/event-summary';

interface PathsPanelProps {
  readonly entry: LabMachine;
  readonly input: unknown;
  onReplay(scenario: Scenario): void;
}

type Paths =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly scenarios: readonly Scenario[] }
  | { readonly status: 'failed'; readonly reason: string };

/**
 * The traversal takes a moment for the guard (hundreds of states tried), so it runs after the loading
 * message has painted, and again only when the machine or its input changes.
 */
function usePaths(entry: LabMachine, input: unknown): Paths {
  const [paths, setPaths] = useState<Paths>({ status: 'loading' });
  useEffect(() => {
    setPaths({ status: 'loading' });
    const timer = setTimeout(() => {
      try {
        setPaths({ status: 'ready', scenarios: scenariosOf(entry, input) });
      } catch (error) {
        setPaths({ status: 'failed', reason: error instanceof Error ? error.message : String(error) });
      }
    }, 0);
    return () => clearTimeout(timer);
  }, [entry, input]);
  return paths;
}

/** The shortest path to every state, each replayable with one press. */
export function PathsPanel({ entry, input, onReplay }: PathsPanelProps) {
  const { t } = useTranslation('lab');
  const paths = usePaths(entry, input);
  if (paths.status === 'loading') return <p role="status">{t('paths.loading')}</p>;
  if (paths.status === 'failed') {
    return (
      <p className="form__error" role="alert">
        {t('paths.failed', { reason: paths.reason })}
      </p>
    );
  }
  if (paths.scenarios.length === 0) return <p className="empty-state">{t('paths.empty')}</p>;
  return (
    <div className="lab-stack">
      <p>
        {t('paths.intro')} {t('paths.count', { count: paths.scenarios.length })}
      </p>
      <ol className="path-list">
        {paths.scenarios.map((scenario, index) => {
          const state = stateValueText(scenario.state.value);
          return (
            <li key={scenario.key} className="path-item">
              <div className="path-item__head">
                <strong>{state}</strong>
                <span className="badge">{t('paths.steps', { count: scenario.events.length })}</span>
                <Button
                  className="button"
                  aria-label={t('paths.replayLabel', { number: index + 1, state })}
                  onPress={() => onReplay(scenario)}
                >
                  {t('paths.replay')}
                </Button>
              </div>
              <code className="path-item__key">{scenario.key}</code>
              {scenario.events.length > 0 && (
                <ol className="path-item__events">
                  {scenario.events.map((event, step) => (
                    <li key={step}>{summarizeEvent(event)}</li>
                  ))}
                </ol>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
