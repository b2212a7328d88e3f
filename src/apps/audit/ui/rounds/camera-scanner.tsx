import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { useService } from '../../../../ui/services/service-context';
import { BARCODE_READERS, type BarcodeReaders } from '../../application/ports/barcode-reader';

type CameraState = 'off' | 'starting' | 'scanning' | 'denied' | 'no-camera' | 'failed';

/** How often a frame is read, and how long the same code is not sent again while it stays in view. */
const FRAME_MS = 250;
const SAME_CODE_MS = 4000;

/** The phone's camera reading asset labels: each code seen is scanned once while it stays in view. Typing stays possible beside it. */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation('audit-rounds');
  const readers = useService<BarcodeReaders>(BARCODE_READERS);
  const [state, setState] = useState<CameraState>('off');
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  const stop = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setState('off');
  };

  useEffect(() => () => stream.current?.getTracks().forEach((track) => track.stop()), []);

  useEffect(() => {
    if (state !== 'scanning') return;
    let live = true;
    const seen = new Map<string, number>();
    void (async () => {
      const reader = await readers.load();
      while (live) {
        const element = video.current;
        if (element && element.readyState >= 2) {
          const codes = await reader.read(element).catch(() => []);
          const now = Date.now();
          for (const code of codes) {
            if ((seen.get(code) ?? 0) + SAME_CODE_MS < now) onCodeRef.current(code);
            seen.set(code, now);
          }
        }
        await new Promise((resolve) => setTimeout(resolve, FRAME_MS));
      }
    })().catch(() => live && setState('failed'));
    return () => {
      live = false;
    };
  }, [state, readers]);

  const start = async () => {
    if (!navigator.mediaDevices?.getUserMedia) return setState('no-camera');
    setState('starting');
    try {
      const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      stream.current = media;
      if (video.current) {
        video.current.srcObject = media;
        await video.current.play().catch(() => undefined);
      }
      setState('scanning');
    } catch (error) {
      const name = error instanceof DOMException ? error.name : '';
      setState(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : name === 'NotFoundError' || name === 'OverconstrainedError' ? 'no-camera' : 'failed');
    }
  };

  const open = state === 'starting' || state === 'scanning';
  return (
    <div className="audit-camera stack">
      {open ? (
        <RippleButton className="button" onPress={stop}>
          {t('camera.stop')}
        </RippleButton>
      ) : (
        <RippleButton className="button" onPress={() => void start()}>
          {t('camera.start')}
        </RippleButton>
      )}
      <video ref={video} muted playsInline hidden={!open} aria-label={t('camera.video')} />
      <p role="status">{state === 'off' ? '' : t(`camera.${state}`)}</p>
    </div>
  );
}
