import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_TRACKER, LoadingTracker } from '../../../src/application/feedback/loading-tracker';
import { LoadingOverlay, type LoadingOverlayProps } from '../../../src/ui/feedback/loading-overlay';
import { fakeServices, renderWithProviders } from '../render-with-providers';

function renderOverlay(props: LoadingOverlayProps = {}) {
  const tracker = new LoadingTracker();
  renderWithProviders(<LoadingOverlay {...props} />, { services: fakeServices([[LOADING_TRACKER, tracker]]) });
  return tracker;
}

const overlayShown = () => screen.getByRole('status', { name: 'Loading…' }).textContent === 'Loading…';
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('LoadingOverlay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows at once by default and stays through nested loading', () => {
    const tracker = renderOverlay();
    expect(overlayShown()).toBe(false);

    act(() => tracker.show());
    expect(overlayShown()).toBe(true);
    act(() => tracker.show());
    act(() => tracker.hide());
    expect(overlayShown()).toBe(true);
    act(() => tracker.hide());
    expect(overlayShown()).toBe(false);
  });

  it('draws an 80 px spinner by default', () => {
    const tracker = renderOverlay();
    act(() => tracker.show());
    const spinner = document.querySelector<HTMLElement>('.feedback-spinner');
    expect(spinner?.style.getPropertyValue('--spinner-size')).toBe('80px');
  });

  it('with a delay, appears only once loading has lasted that long', () => {
    const tracker = renderOverlay({ delay: 300 });
    act(() => tracker.show());
    wait(299);
    expect(overlayShown()).toBe(false);
    wait(1);
    expect(overlayShown()).toBe(true);
    act(() => tracker.hide());
    expect(overlayShown()).toBe(false);
  });

  it('with a delay, never appears for loading that ends sooner', () => {
    const tracker = renderOverlay({ delay: 300 });
    act(() => tracker.show());
    wait(200);
    act(() => tracker.hide());
    wait(1000);
    expect(overlayShown()).toBe(false);

    act(() => tracker.show());
    wait(299);
    expect(overlayShown()).toBe(false);
  });
});
