import { useEffect, useEffectEvent, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent, type ReactElement, type TouchEvent } from 'react';
import {
  RIPPLE_FADE_MS,
  RIPPLE_HOLD_MS,
  RIPPLE_TIMELINE,
  keyboardRippleAllowed,
  mouseRippleAllowed,
  type RipplePhase,
} from '../../domain/feedback/ripple';
import { usePrefersReducedMotion } from './use-media-query';
import './ripple.css';

interface RippleCircle {
  readonly id: number;
  readonly left: number;
  readonly top: number;
  readonly size: number;
}

interface Point {
  readonly x: number;
  readonly y: number;
}

/** A circle centred on the press (or the middle, for a key) that just covers the farthest corner. */
function circleFor(rect: DOMRect, press: Point | null): Omit<RippleCircle, 'id'> {
  const x = press ? press.x - rect.left : rect.width / 2;
  const y = press ? press.y - rect.top : rect.height / 2;
  const radius = Math.hypot(Math.max(x, rect.width - x), Math.max(y, rect.height - y));
  return { left: x - radius, top: y - radius, size: radius * 2 };
}

const TIMING = { '--ripple-hold': `${RIPPLE_HOLD_MS}ms`, '--ripple-fade': `${RIPPLE_FADE_MS}ms` };

function Ripple({ circle, onDone }: { circle: RippleCircle; onDone: () => void }) {
  const [phase, setPhase] = useState<RipplePhase>('waiting');
  const done = useEffectEvent(onDone);

  useEffect(() => {
    const timers = RIPPLE_TIMELINE.map(({ at, phase: next }) =>
      setTimeout(() => (next === 'done' ? done() : setPhase(next)), at),
    );
    return () => timers.forEach(clearTimeout);
  }, []);

  const style = { ...TIMING, left: circle.left, top: circle.top, width: circle.size, height: circle.size };
  return <span className="ripple" data-ripple="" data-phase={phase} style={style as CSSProperties} />;
}

/** The handlers a pressable element needs; typed loosely enough to fit React Aria's wrapped events. */
interface RippleHandlers {
  onTouchStart(event: Pick<TouchEvent<HTMLElement>, 'currentTarget' | 'touches'>): void;
  onTouchEnd(): void;
  onMouseDown(event: Pick<MouseEvent<HTMLElement>, 'currentTarget' | 'button' | 'clientX' | 'clientY'>): void;
  onKeyDown(event: Pick<KeyboardEvent<HTMLElement>, 'currentTarget' | 'key'> & { continuePropagation?: () => void }): void;
}

/**
 * Ripples for a pressable element: spread `handlers` on it and render `layer` inside it (the element
 * needs `position: relative`). No ripple at all when the person prefers reduced motion.
 */
export function useRipple(): { handlers: RippleHandlers; layer: ReactElement | null } {
  const reducedMotion = usePrefersReducedMotion();
  const [circles, setCircles] = useState<readonly RippleCircle[]>([]);
  const nextId = useRef(0);
  const lastKeyboardRippleAt = useRef<number | null>(null);
  const lastTouchAt = useRef<number | null>(null);

  const spawn = (target: HTMLElement, press: Point | null) => {
    if (reducedMotion) return;
    const circle = { id: nextId.current++, ...circleFor(target.getBoundingClientRect(), press) };
    setCircles((current) => [...current, circle]);
  };

  const handlers: RippleHandlers = {
    onTouchStart(event) {
      lastTouchAt.current = Date.now();
      const touch = event.touches[0];
      spawn(event.currentTarget, touch ? { x: touch.clientX, y: touch.clientY } : null);
    },
    // The emulated mouse events come after the finger lifts, which can be long after a slow press began.
    onTouchEnd() {
      lastTouchAt.current = Date.now();
    },
    onMouseDown(event) {
      if (event.button !== 0 || !mouseRippleAllowed(lastTouchAt.current, Date.now())) return;
      spawn(event.currentTarget, { x: event.clientX, y: event.clientY });
    },
    onKeyDown(event) {
      if (event.key !== 'Enter' && event.key !== ' ') {
        // React Aria stops every key at a button with a key handler, and the ripple only looks: Escape must still
        // reach the dialog around the button (and close it). Enter and Space stay the button's press.
        event.continuePropagation?.();
        return;
      }
      const now = Date.now();
      if (!keyboardRippleAllowed(lastKeyboardRippleAt.current, now)) return;
      lastKeyboardRippleAt.current = now;
      spawn(event.currentTarget, null);
    },
  };

  const remove = (id: number) => setCircles((current) => current.filter((circle) => circle.id !== id));
  const layer =
    circles.length === 0 ? null : (
      <span className="ripple-layer" aria-hidden="true">
        {circles.map((circle) => (
          <Ripple key={circle.id} circle={circle} onDone={() => remove(circle.id)} />
        ))}
      </span>
    );

  return { handlers, layer };
}
