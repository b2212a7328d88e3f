import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { frameSandbox } from '../../../domain/apps/frame-address';
import { Spinner } from '../../../ui/feedback/spinner';
import { ErrorState } from '../../../ui/kit/states';
import { HandshakePanel } from './handshake-panel';
import { useFrameHandshake } from './use-frame-handshake';

/** A frame that has not loaded by then is taken as down: the page says so instead of spinning for ever. */
const LOAD_WITHIN_MS = 20_000;

/**
 * One embedded app in its sandboxed frame: a spinner over it until it loads, an error with a retry if it does not,
 * and, on the test page, the handshake as it happens.
 */
export function AppFrame({ url, partnerOrigin, title, showHandshake }: { url: string; partnerOrigin: string | null; title: string; showHandshake: boolean }) {
  const { t } = useTranslation('embedded');
  const frame = useRef<HTMLIFrameElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<'loading' | 'loaded' | 'timed-out'>('loading');
  const { steps, greet } = useFrameHandshake(frame, partnerOrigin);

  useEffect(() => {
    setState('loading');
    const timer = window.setTimeout(() => setState((now) => (now === 'loading' ? 'timed-out' : now)), LOAD_WITHIN_MS);
    return () => window.clearTimeout(timer);
  }, [attempt, url]);

  return (
    <div className="embedded-frame">
      {state === 'timed-out' && <ErrorState message={t('timedOut', { app: title })} onRetry={() => setAttempt((n) => n + 1)} />}
      <div className="embedded-frame__stage" data-state={state} hidden={state === 'timed-out'}>
        {state === 'loading' && (
          <div className="embedded-frame__loading" role="status">
            <Spinner size={28} />
            <span>{t('loading', { app: title })}</span>
          </div>
        )}
        <iframe
          key={attempt}
          ref={frame}
          className="embedded-frame__frame"
          src={url}
          title={title}
          sandbox={frameSandbox(partnerOrigin === null ? 'own' : 'partner')}
          referrerPolicy="no-referrer"
          allow=""
          onLoad={() => {
            setState('loaded');
            greet();
          }}
        />
      </div>
      {showHandshake && <HandshakePanel steps={steps} />}
    </div>
  );
}
