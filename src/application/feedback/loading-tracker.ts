import { createListeners } from './listeners';

/**
 * Whether anything is loading. Callers pair show() with hide(); overlapping work keeps it loading
 * until the last one hides, and a stray extra hide() cannot make a later show() invisible.
 * Timing (the overlay's delay) is the viewer's concern, so this stays free of clocks.
 */
export class LoadingTracker {
  private pending = 0;
  private readonly listeners = createListeners();

  show(): void {
    this.pending += 1;
    if (this.pending === 1) this.listeners.emit();
  }

  hide(): void {
    if (this.pending === 0) return;
    this.pending -= 1;
    if (this.pending === 0) this.listeners.emit();
  }

  isLoading(): boolean {
    return this.pending > 0;
  }

  subscribe(listener: () => void): () => void {
    return this.listeners.subscribe(listener);
  }
}

export const LOADING_TRACKER = Symbol.for('LoadingTracker');
