import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { overloaded } from '../problems';

/** A shed client may try again once a few fresh samples have had the chance to show the load gone. */
const RETRY_AFTER_SECONDS = 5;
/**
 * Each decision holds for one sample. PGlite drains its queue of waiting queries in one stretch, so a backlog shows
 * as the loop stuck for most of a sample; half a second keeps both that stretch and a shed spell short.
 */
const SAMPLE_MS = 500;

/**
 * Answers API requests 503 with Retry-After while the event loop lags or the heap is nearly full. PGlite runs every
 * query on this one thread, so a lagging loop means the database is saturated: a request taken on then would only
 * queue behind the others, and new connections would wait in the listen queue for many seconds. A 503 costs
 * microseconds and keeps the loop free to accept.
 */
export async function registerLoadShedding(api: FastifyInstance, shedding: ServerConfig['shedding']): Promise<void> {
  await api.register(underPressure, {
    maxEventLoopDelay: shedding.eventLoopDelayMs,
    maxHeapUsedBytes: shedding.heapUsedBytes,
    sampleInterval: SAMPLE_MS,
    pressureHandler: async () => {
      throw overloaded(RETRY_AFTER_SECONDS);
    },
  });
}
