import { useState } from 'react';
import { Button, Heading, ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { LabMachine } from '../../application/lab/lab-machine';
import { acceptedEvents } from '../../application/lab/replay';
import { parseEvent, payloadText, type JsonProblem } from '../model/json-text';
import { CodeField } from './code-field';
import { useJsonProblemText } from './json-problem';

interface StepPanelProps {
  readonly entry: LabMachine;
  readonly snapshot: AnyMachineSnapshot;
  onSend(event: EventObject): void;
}

/** The payload of one event type; its editor starts from the machine's sample for the current state. */
function PayloadEditor({ type, sample, onSend }: { type: string; sample: EventObject | undefined; onSend(event: EventObject): void }) {
  const { t } = useTranslation('lab');
  const problemText = useJsonProblemText();
  const [text, setText] = useState(() => payloadText(sample));
  const [problem, setProblem] = useState<JsonProblem | null>(null);
  const send = () => {
    const parsed = parseEvent(type, text);
    setProblem(parsed.ok ? null : parsed.problem);
    if (parsed.ok) onSend(parsed.value);
  };
  return (
    <div className="lab-stack">
      <CodeField
        label={t('step.payload', { event: type })}
        value={text}
        onChange={setText}
        error={problem && problemText(problem)}
      />
      <div className="lab-actions">
        <Button className="button button--primary" onPress={send}>
          {t('step.send', { event: type })}
        </Button>
      </div>
    </div>
  );
}

/**
 * Every event the current state accepts, as a button; the chosen one's payload is edited as JSON and
 * sent through the pure `transition`, so no side effect of the machine runs.
 */
export function StepPanel({ entry, snapshot, onSend }: StepPanelProps) {
  const { t } = useTranslation('lab');
  const accepted = acceptedEvents(snapshot);
  const [chosen, setChosen] = useState<string | null>(null);
  const type = chosen !== null && accepted.includes(chosen) ? chosen : (accepted[0] ?? null);
  const samples = entry.eventSamples(snapshot);
  const onSelectionChange = (keys: Set<Key>) => {
    const [key] = [...keys];
    if (key !== undefined) setChosen(String(key));
  };
  return (
    <div className="lab-stack">
      <Heading level={3}>{t('step.events')}</Heading>
      {type === null ? (
        <p className="empty-state">{t('step.none')}</p>
      ) : (
        <>
          <ToggleButtonGroup
            className="lab-actions"
            aria-label={t('step.events')}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[type]}
            onSelectionChange={onSelectionChange}
          >
            {accepted.map((event) => (
              <ToggleButton key={event} id={event} className="button event-button">
                {event}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {/* A fresh editor per event type and snapshot: the sample payload fits what the machine now expects. */}
          <PayloadEditor
            key={`${type}@${JSON.stringify(snapshot.value)}@${JSON.stringify(snapshot.context)}`}
            type={type}
            sample={samples.find((sample) => sample.type === type)}
            onSend={onSend}
          />
        </>
      )}
    </div>
  );
}
