import type { Redis } from 'ioredis';
import type { AttemptLimiter, FailureStreak } from '../ports/attempt-limiter';

const PREFIX = 'portal:attempts:';
const STREAK_PREFIX = 'portal:streaks:';

/** The same counts as in memory, kept in Redis so that every instance behind a balancer counts together. */
export class RedisAttemptLimiter implements AttemptLimiter {
  constructor(private readonly redis: Redis) {}

  async retryAfter(key: string, limit: number): Promise<number> {
    const [count, ttl] = await Promise.all([this.redis.get(PREFIX + key), this.redis.ttl(PREFIX + key)]);
    if (count === null || Number(count) < limit) return 0;
    return Math.max(1, ttl);
  }

  async record(key: string, windowSeconds: number): Promise<void> {
    const count = await this.redis.incr(PREFIX + key);
    if (count === 1) await this.redis.expire(PREFIX + key, windowSeconds);
  }

  async streak(key: string): Promise<FailureStreak | null> {
    const { failures, lastAt } = await this.redis.hgetall(STREAK_PREFIX + key);
    return failures && lastAt ? { failures: Number(failures), lastAt: new Date(Number(lastAt)) } : null;
  }

  async fail(key: string, at: Date, memorySeconds: number): Promise<void> {
    // The time comes from the server's clock, not Redis's, so that every instance and the tests' clock agree.
    await this.redis
      .multi()
      .hincrby(STREAK_PREFIX + key, 'failures', 1)
      .hset(STREAK_PREFIX + key, 'lastAt', String(at.getTime()))
      .expire(STREAK_PREFIX + key, memorySeconds)
      .exec();
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(STREAK_PREFIX + key);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
