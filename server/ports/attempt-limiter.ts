/** Counts attempts per key in fixed windows; several server instances share counts through Redis. */
export interface AttemptLimiter {
  /** Seconds until the key may try again, or 0 while it is under `limit`. */
  retryAfter(key: string, limit: number): Promise<number>;
  record(key: string, windowSeconds: number): Promise<void>;
  close(): Promise<void>;
}
