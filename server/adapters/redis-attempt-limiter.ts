import type { Redis } from 'ioredis';
import type { AttemptLimiter } from '../ports/attempt-limiter';

const PREFIX = 'portal:attempts:';

/** The same fixed windows as in memory, kept in Redis so that every instance behind a balancer counts together. */
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

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
