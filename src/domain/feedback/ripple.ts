/** Ripple timings and the rules for when a press may ripple (spec 9). */

const RIPPLE_START_MS = 50;
export const RIPPLE_HOLD_MS = 250;
export const RIPPLE_FADE_MS = 275;
const KEYBOARD_RIPPLE_THROTTLE_MS = 300;
const TOUCH_GUARD_MS = 200;

export type RipplePhase = 'waiting' | 'growing' | 'fading' | 'done';

/** When a ripple enters each phase, in ms after the press; it starts out 'waiting'. */
export const RIPPLE_TIMELINE: readonly { readonly at: number; readonly phase: Exclude<RipplePhase, 'waiting'> }[] = [
  { at: RIPPLE_START_MS, phase: 'growing' },
  { at: RIPPLE_START_MS + RIPPLE_HOLD_MS, phase: 'fading' },
  { at: RIPPLE_START_MS + RIPPLE_HOLD_MS + RIPPLE_FADE_MS, phase: 'done' },
];

/** Holding Enter or Space repeats key presses; one ripple per throttle window keeps it from strobing. */
export function keyboardRippleAllowed(lastKeyboardRippleAt: number | null, now: number): boolean {
  return lastKeyboardRippleAt === null || now - lastKeyboardRippleAt >= KEYBOARD_RIPPLE_THROTTLE_MS;
}

/** Browsers follow a touch with emulated mouse events; skipping them avoids a second ripple for one tap. */
export function mouseRippleAllowed(lastTouchAt: number | null, now: number): boolean {
  return lastTouchAt === null || now - lastTouchAt >= TOUCH_GUARD_MS;
}
