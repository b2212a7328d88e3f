import type { AttemptLimiter } from '../ports/attempt-limiter';

interface Window {
  count: number;
  endsAt: number;
}

export class MemoryAttemptLimiter implements AttemptLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly now: () => Date) {}

  async retryAfter(key: string, limit: number): Promise<number> {
    const window = this.current(key);
    if (!window || window.count < limit) return 0;
    return Math.max(1, Math.ceil((window.endsAt - this.now().getTime()) / 1000));
  }

  async record(key: string, windowSeconds: number): Promise<void> {
    const window = this.current(key);
    if (window) window.count += 1;
    else this.windows.set(key, { count: 1, endsAt: this.now().getTime() + windowSeconds * 1000 });
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.endsAt <= this.now().getTime()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }
}
