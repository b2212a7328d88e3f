import { Redis } from 'ioredis';
import { MemoryAttemptLimiter } from './adapters/memory-attempt-limiter';
import { RedisAttemptLimiter } from './adapters/redis-attempt-limiter';
import { buildApp } from './app';
import { configFromEnv } from './config';
import { openPglite, openPostgres } from './db/database';
import { storeOf } from './repositories';
import { DEMO, seedDemoWhenEmpty, syncCatalogue } from './seed/demo-seed';

const startedAt = performance.now();
const config = configFromEnv();
const database = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite({ dataDir: config.dataDir });
await database.migrate();
const store = storeOf(database.db);
await syncCatalogue(store);
const seeded = await seedDemoWhenEmpty(store, config.scryptCost);

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

const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir ?? 'memory'}`;
console.log(
  [
    '',
    `  IT asset portal on ${config.publicUrl}   (started in ${Math.round(performance.now() - startedAt)} ms)`,
    `  data: ${where}${seeded ? ', demo organisation seeded' : ''}; realtime: ${redis ? 'Redis' : 'this process'}`,
    `  demo sign-in: ${DEMO.admin.email} or ${DEMO.employee.email}, password ${DEMO.password}`,
    `  API reference: ${config.publicUrl}/api/docs`,
    '',
  ].join('\n'),
);

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
