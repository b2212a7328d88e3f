import { Redis } from 'ioredis';
import { MemoryAttemptLimiter } from './adapters/memory-attempt-limiter';
import { RedisAttemptLimiter } from './adapters/redis-attempt-limiter';
import { buildApp } from './app';
import { configFromEnv } from './config';
import { openPglite, openPostgres } from './db/database';
import { storeOf } from './repositories';
import { prepareDatabase, StartRefused } from './seed/prepare-data';
import { startBanner } from './start-banner';
import { phaseClock } from './start-phases';

const startedAt = performance.now();
const phases = phaseClock();
const config = configFromEnv();
const database = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite({ dataDir: config.dataDir });
phases.done('database opened');
const store = storeOf(database.db);
const prepared = await prepareDatabase(database, config, new Date(), phases).catch(async (error: unknown) => {
  if (!(error instanceof StartRefused)) throw error;
  console.error(`\n  ${error.message}\n`);
  await database.close();
  process.exit(1);
});
phases.done(prepared.seeded ? 'demo data seeded' : 'nothing to seed');

const redis = config.redisUrl ? { pub: new Redis(config.redisUrl), sub: new Redis(config.redisUrl) } : null;
const limiter = redis ? new RedisAttemptLimiter(redis.pub) : new MemoryAttemptLimiter(() => new Date());
const { app } = await buildApp({
  config,
  store,
  limiter,
  redis,
  logger: { level: config.logLevel },
  version: process.env.npm_package_version ?? '0.1.0',
});
await app.listen({ port: config.port, host: config.host });
phases.done('listening');

console.log(startBanner({ config, prepared, startedInMs: performance.now() - startedAt, realtime: redis ? 'Redis' : 'this process' }));

async function shutdown(signal: string): Promise<void> {
  app.log.info(`${signal}: closing`);
  await app.close();
  await limiter.close();
  if (redis) redis.sub.disconnect();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
