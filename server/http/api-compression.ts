import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this, compressing saves less than it costs the server. */
const THRESHOLD_BYTES = 1024;

/**
 * JSON only: files (server/routes/file-routes.ts) go out as their stored bytes, images and PDFs are compressed
 * already, and a download is never re-encoded on the fly. Covers application/json and application/problem+json.
 */
const COMPRESSIBLE = /^application\/(?:[\w.-]+\+)?json(?:;|$)/;

/** Compresses the API's answers above 1 KiB on the fly; register it in the API's scope before its routes. */
export async function registerApiCompression(api: FastifyInstance): Promise<void> {
  // Answers only: request bodies stay as sent, under the body limit as they are.
  await api.register(fastifyCompress, { threshold: THRESHOLD_BYTES, customTypes: COMPRESSIBLE, globalDecompression: false });
}
