/** A run of failures on a key: how many, and when the last one was. */
export interface FailureStreak {
  readonly failures: number;
  readonly lastAt: Date;
}

/** Counts attempts per key; several server instances share counts through Redis. */
export interface AttemptLimiter {
  /** Seconds until the key may try again, or 0 while it is under `limit` in its fixed window. */
  retryAfter(key: string, limit: number): Promise<number>;
  record(key: string, windowSeconds: number): Promise<void>;
  /** The key's run of failures, or null once it was cleared or forgotten. */
  streak(key: string): Promise<FailureStreak | null>;
  /** Adds a failure at `at`; the run is forgotten only after `memorySeconds` without another, so waiting never resets it. */
  fail(key: string, at: Date, memorySeconds: number): Promise<void>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}
