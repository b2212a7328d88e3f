import { describe, expect, it, vi } from 'vitest';
import { LoadingTracker } from '../../../src/application/feedback/loading-tracker';

describe('LoadingTracker', () => {
  it('is loading until every show has its hide', () => {
    const tracker = new LoadingTracker();
    tracker.show();
    tracker.show();
    tracker.hide();
    expect(tracker.isLoading()).toBe(true);
    tracker.hide();
    expect(tracker.isLoading()).toBe(false);
  });

  it('ignores extra hides, so a later show still counts', () => {
    const tracker = new LoadingTracker();
    tracker.hide();
    tracker.hide();
    tracker.show();
    expect(tracker.isLoading()).toBe(true);
  });

  it('notifies only when loading starts or stops, not on nested calls', () => {
    const tracker = new LoadingTracker();
    const listener = vi.fn();
    tracker.subscribe(listener);

    tracker.show();
    tracker.show();
    tracker.hide();
    expect(listener).toHaveBeenCalledTimes(1);
    tracker.hide();
    tracker.hide();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
