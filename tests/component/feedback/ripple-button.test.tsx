import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RippleButton } from '../../../src/ui/feedback/ripple-button';

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: reduce && media.includes('prefers-reduced-motion: reduce'),
    media,
    addEventListener() {},
    removeEventListener() {},
  }));
}

const ripples = () => document.querySelectorAll('[data-ripple]').length;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function renderButton(onPress = vi.fn()) {
  render(<RippleButton onPress={onPress}>Save</RippleButton>);
  return screen.getByRole('button', { name: 'Save' });
}

afterEach(() => vi.unstubAllGlobals());

describe('RippleButton', () => {
  it('still presses, with a ripple', async () => {
    preferReducedMotion(false);
    const onPress = vi.fn();
    const button = renderButton(onPress);

    await userEvent.click(button);

    expect(onPress).toHaveBeenCalledOnce();
    expect(ripples()).toBe(1);
  });

  it('makes no ripple for people who prefer reduced motion', async () => {
    preferReducedMotion(true);
    const onPress = vi.fn();
    const user = userEvent.setup();
    const button = renderButton(onPress);

    await user.click(button);
    await user.keyboard('{Enter}');
    fireEvent.touchStart(button, { touches: [{ clientX: 5, clientY: 5 }] });

    expect(onPress).toHaveBeenCalledTimes(2);
    expect(ripples()).toBe(0);
  });

  // DOM events rather than user-event here: user-event's wrapper waits on a timer that fake timers hold.
  describe('timing', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      preferReducedMotion(false);
    });
    afterEach(() => vi.useRealTimers());

    it('clears the ripple 575 ms after the press (50 start + 250 hold + 275 fade)', () => {
      const button = renderButton();
      fireEvent.mouseDown(button);
      wait(574);
      expect(ripples()).toBe(1);
      wait(1);
      expect(ripples()).toBe(0);
    });

    it('ripples on Enter and Space at most once per 300 ms', () => {
      const button = renderButton();
      act(() => button.focus());

      fireEvent.keyDown(button, { key: 'Enter' });
      expect(ripples()).toBe(1);
      wait(100);
      fireEvent.keyDown(button, { key: ' ' });
      wait(199);
      fireEvent.keyDown(button, { key: 'Enter' });
      expect(ripples()).toBe(1);
      wait(1);
      fireEvent.keyDown(button, { key: ' ' });
      expect(ripples()).toBe(2);
    });

    it('skips the mouse ripple that follows a touch for 200 ms', () => {
      const button = renderButton();

      fireEvent.touchStart(button, { touches: [{ clientX: 5, clientY: 5 }] });
      fireEvent.mouseDown(button);
      wait(199);
      fireEvent.mouseDown(button);
      expect(ripples()).toBe(1);
      wait(1);
      fireEvent.mouseDown(button);
      expect(ripples()).toBe(2);
    });

    it('counts the 200 ms from when the finger lifts, for a slow press', () => {
      const button = renderButton();

      fireEvent.touchStart(button, { touches: [{ clientX: 5, clientY: 5 }] });
      wait(500);
      fireEvent.touchEnd(button);
      wait(100);
      fireEvent.mouseDown(button);
      expect(ripples()).toBe(0);
    });
  });
});
