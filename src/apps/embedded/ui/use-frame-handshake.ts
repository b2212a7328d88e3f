import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { FRAME_HELLO, frameReady, type FrameHello } from '../../../domain/apps/frame-address';

/** How long a framed app has to answer the hello before the page says it stayed silent. */
const ANSWER_WITHIN_MS = 5_000;

export type HandshakeStep =
  | { readonly kind: 'loaded'; readonly atMs: number }
  | { readonly kind: 'hello'; readonly atMs: number }
  | { readonly kind: 'ready'; readonly atMs: number; readonly title: string }
  | { readonly kind: 'silent'; readonly atMs: number };

/**
 * The portal's side of the frame handshake: on each load of the frame, a hello with a fresh nonce to that frame only,
 * and the answer taken only from that frame's window, from the origin it was framed at (an opaque "null" for the
 * portal's own pages, which the sandbox strips of their origin).
 */
export function useFrameHandshake(frame: RefObject<HTMLIFrameElement | null>, partnerOrigin: string | null) {
  const [steps, setSteps] = useState<readonly HandshakeStep[]>([]);
  const pending = useRef<{ nonce: string; since: number; silence: number } | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const waiting = pending.current;
      if (!waiting || event.source !== frame.current?.contentWindow) return;
      if (event.origin !== (partnerOrigin ?? 'null')) return;
      const ready = frameReady(event.data, waiting.nonce);
      if (!ready) return;
      window.clearTimeout(waiting.silence);
      pending.current = null;
      setSteps((before) => [...before, { kind: 'ready', atMs: Math.round(performance.now() - waiting.since), title: ready.title }]);
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      if (pending.current) window.clearTimeout(pending.current.silence);
    };
  }, [frame, partnerOrigin]);

  /** Called on the frame's load event. */
  const greet = useCallback(() => {
    const target = frame.current?.contentWindow;
    if (!target) return;
    if (pending.current) window.clearTimeout(pending.current.silence);
    const since = performance.now();
    const nonce = crypto.randomUUID();
    const silence = window.setTimeout(() => {
      pending.current = null;
      setSteps((before) => [...before, { kind: 'silent', atMs: ANSWER_WITHIN_MS }]);
    }, ANSWER_WITHIN_MS);
    pending.current = { nonce, since, silence };
    const hello: FrameHello = { type: FRAME_HELLO, nonce };
    // An opaque origin cannot be named as the target: the message goes to this one window, whatever it shows.
    target.postMessage(hello, partnerOrigin ?? '*');
    setSteps([{ kind: 'loaded', atMs: 0 }, { kind: 'hello', atMs: 0 }]);
  }, [frame, partnerOrigin]);

  return { steps, greet };
}
