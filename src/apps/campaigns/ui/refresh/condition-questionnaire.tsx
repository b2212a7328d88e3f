import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { RadioGroupField } from '../../../../ui/kit/radio-group-field';
import { CONDITION_QUESTION_ORDER, CONDITION_QUESTIONS, type ConditionAnswers, type ConditionQuestion } from '../../domain/refresh-condition';

type Draft = Partial<Record<ConditionQuestion, string>>;

/**
 * The condition questionnaire, one question at a time: each answer is chosen before the next question, the last
 * step sends them all. Earlier answers (an expired price) are offered again as they were.
 */
export function ConditionQuestionnaire({
  initial,
  isPending,
  onSubmit,
}: {
  initial: ConditionAnswers | null;
  isPending: boolean;
  onSubmit: (answers: ConditionAnswers) => void;
}) {
  const { t } = useTranslation('campaigns-refresh');
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<Draft>(initial ?? {});
  const question = CONDITION_QUESTION_ORDER[step]!;
  const last = step === CONDITION_QUESTION_ORDER.length - 1;
  const answered = draft[question] !== undefined;
  return (
    <form
      className="refresh-questionnaire"
      onSubmit={(event) => {
        event.preventDefault();
        if (!answered) return;
        if (last) onSubmit(draft as ConditionAnswers);
        else setStep(step + 1);
      }}
    >
      <p className="muted" aria-live="polite">
        {t('questionnaire.progress', { step: step + 1, of: CONDITION_QUESTION_ORDER.length })}
      </p>
      <RadioGroupField
        key={question}
        label={t(`questions.${question}.label`)}
        description={t(`questions.${question}.hint`)}
        value={draft[question] ?? null}
        onChange={(value) => setDraft({ ...draft, [question]: value })}
        options={CONDITION_QUESTIONS[question].map((option) => ({ value: option, label: t(`questions.${question}.options.${option}`) }))}
        isRequired
      />
      <div className="refresh-questionnaire__buttons">
        {step > 0 && (
          <RippleButton className="button" onPress={() => setStep(step - 1)}>
            {t('questionnaire.back')}
          </RippleButton>
        )}
        <RippleButton type="submit" className="button button--primary" isDisabled={!answered} isPending={isPending}>
          {last ? t('questionnaire.price') : t('questionnaire.next')}
        </RippleButton>
      </div>
    </form>
  );
}
