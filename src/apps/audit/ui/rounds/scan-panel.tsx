import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { TextInput } from '../../../../ui/kit/text-input';
import { useSingleFlight } from '../../../../ui/kit/use-single-flight';
import { CameraScanner } from './camera-scanner';
import { useScanSender, type SendResult } from './use-scan-sender';

/** Scanning: a code typed (a hand scanner types and presses Enter) or read by the camera; the last result is read out. */
export function ScanPanel({ roundId, open }: { roundId: string; open: boolean }) {
  const { t } = useTranslation('audit-rounds');
  const { problemText } = useProblemText();
  const { send, waiting } = useScanSender(roundId);
  const [code, setCode] = useState('');
  const [said, setSaid] = useState('');
  const tell = (typed: string, result: SendResult) => {
    if (result.kind === 'queued') return setSaid(t('scan.queued', { code: typed }));
    const { scan } = result;
    setSaid(t(`scan.said.${scan.outcome}`, { code: scan.asset?.assetTag ?? typed, place: scan.asset?.location?.name ?? t('none') }));
  };
  const scanOne = async (typed: string) => {
    try {
      tell(typed, await send(typed));
    } catch (error) {
      setSaid(problemText(error));
    }
  };
  const typed = useSingleFlight(async () => {
    const value = code.trim();
    if (!value) return;
    await scanOne(value);
    setCode('');
  });
  if (!open) return null;
  return (
    <section aria-labelledby="audit-scan-title" className="stack">
      <h2 id="audit-scan-title">{t('scan.heading')}</h2>
      <form
        className="audit-scan"
        onSubmit={(event) => {
          event.preventDefault();
          void typed.run();
        }}
      >
        <TextInput label={t('scan.code')} description={t('scan.codeHint')} value={code} onChange={setCode} maxLength={500} autoComplete="off" />
        <RippleButton type="submit" className="button button--primary" isPending={typed.pending}>
          {t('scan.submit')}
        </RippleButton>
      </form>
      <p role="status" aria-live="polite">
        {said}
      </p>
      {waiting > 0 && <p className="field__hint">{t('scan.waiting', { count: waiting })}</p>}
      <CameraScanner onCode={(read) => void scanOne(read)} />
    </section>
  );
}
