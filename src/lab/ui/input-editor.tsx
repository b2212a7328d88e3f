import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { jsonText, parseInput, type JsonProblem } from '../model/json-text';
import { CodeField } from './code-field';
import { useJsonProblemText } from './json-problem';

interface InputEditorProps {
  readonly input: unknown;
  readonly defaultInput: unknown;
  onRestart(input: unknown): void;
}

/** The machine's input as editable JSON; applying it restarts the machine from its initial state. */
export function InputEditor({ input, defaultInput, onRestart }: InputEditorProps) {
  const { t } = useTranslation('lab');
  const problemText = useJsonProblemText();
  const [text, setText] = useState(() => jsonText(input));
  const [problem, setProblem] = useState<JsonProblem | null>(null);
  const apply = () => {
    const parsed = parseInput(text);
    setProblem(parsed.ok ? null : parsed.problem);
    if (parsed.ok) onRestart(parsed.value);
  };
  const reset = () => {
    setText(jsonText(defaultInput));
    setProblem(null);
    onRestart(defaultInput);
  };
  return (
    <div className="lab-stack">
      <CodeField
        label={t('input.label')}
        description={t('input.help')}
        value={text}
        onChange={setText}
        error={problem && problemText(problem)}
        rows={4}
      />
      <div className="lab-actions">
        <Button className="button" onPress={apply}>
          {t('input.apply')}
        </Button>
        <Button className="button" onPress={reset}>
          {t('input.reset')}
        </Button>
      </div>
    </div>
  );
}
