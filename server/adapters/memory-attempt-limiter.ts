import type { AttemptLimiter, FailureStreak } from '../ports/attempt-limiter';

interface Window {
  count: number;
  endsAt: number;
}

interface Streak {
  failures: number;
  lastAt: number;
  forgetAt: number;
}

export class MemoryAttemptLimiter implements AttemptLimiter {
  private readonly windows = new Map<string, Window>();
  private readonly streaks = new Map<string, Streak>();

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

  async streak(key: string): Promise<FailureStreak | null> {
    const streak = this.liveStreak(key);
    return streak ? { failures: streak.failures, lastAt: new Date(streak.lastAt) } : null;
  }

  async fail(key: string, at: Date, memorySeconds: number): Promise<void> {
    const failures = (this.liveStreak(key)?.failures ?? 0) + 1;
    this.streaks.set(key, { failures, lastAt: at.getTime(), forgetAt: at.getTime() + memorySeconds * 1000 });
  }

  async clear(key: string): Promise<void> {
    this.streaks.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
    this.streaks.clear();
  }

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.endsAt <= this.now().getTime()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private liveStreak(key: string): Streak | undefined {
    const streak = this.streaks.get(key);
    if (streak && streak.forgetAt <= this.now().getTime()) {
      this.streaks.delete(key);
      return undefined;
    }
    return streak;
  }
}
