import { useTranslation } from 'react-i18next';
import type { Hire } from '../../application/ports/onboarding-gateway';
import { ONBOARDING_STEPS } from '../../domain/onboarding-progress';

/** The hire's way to their first day: a bar, and each step done or to come. */
export function HireProgress({ hire, compact = false }: { hire: Hire; compact?: boolean }) {
  const { t } = useTranslation('people-onboard');
  const next = ONBOARDING_STEPS.find((step) => !hire.steps.includes(step));
  return (
    <div className="people-progress">
      <progress max={100} value={hire.progress} aria-label={t('progress.label', { who: hire.name ?? hire.email })} />
      <span>{next ? t('progress.next', { step: t(`steps.${next}`) }) : t('progress.done')}</span>
      {!compact && (
        <ol className="people-steps">
          {ONBOARDING_STEPS.map((step) => (
            <li key={step} data-done={hire.steps.includes(step)}>
              {t(`steps.${step}`)}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
