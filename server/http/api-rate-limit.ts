import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { ProblemTypes } from '../../contract/problem';
import { ApiProblem } from '../problems';
import type { RateLimitKeys } from './rate-limit-keys';

/** Requests per minute for each signed-in person, and for each client address of everyone else. */
export async function registerApiRateLimit(
  api: FastifyInstance,
  perMinute: number,
  keys: RateLimitKeys,
  redis: Redis | null,
): Promise<void> {
  await api.register(rateLimit, {
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => keys.keyOf(request),
    ...(redis && { redis, nameSpace: 'portal:rate-limit:' }),
    errorResponseBuilder: (_request, context) =>
      new ApiProblem(429, ProblemTypes.tooManyRequests, 'Too many requests', `Try again in ${context.after}.`),
  });
}
