import { useTranslation } from 'react-i18next';
import type { HandshakeStep } from './use-frame-handshake';

/** The iframe test page's log: the frame loaded, the portal said hello, the app answered (or stayed silent). */
export function HandshakePanel({ steps }: { steps: readonly HandshakeStep[] }) {
  const { t } = useTranslation('embedded');
  return (
    <section className="embedded-handshake" aria-labelledby="embedded-handshake-title">
      <h2 id="embedded-handshake-title">{t('handshake.title')}</h2>
      {steps.length === 0 ? (
        <p>{t('handshake.waiting')}</p>
      ) : (
        <ol aria-live="polite">
          {steps.map((step) => (
            <li key={step.kind} data-step={step.kind}>
              {step.kind === 'ready' ? t('handshake.ready', { title: step.title, ms: step.atMs }) : t(`handshake.${step.kind}`, { ms: step.atMs })}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
