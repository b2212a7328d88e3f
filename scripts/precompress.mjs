// Writes `<file>.br` and `<file>.gz` beside every compressible file of a build, for server/http/static-files.ts to
// send as they are (@fastify/static's preCompressed): compressed once at the highest levels, never per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text formats only: images and fonts are compressed already. Sourcemaps are left out: only the developer tools
 * fetch them, and brotli at quality 11 on several megabytes of maps would add seconds to every build.
 */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.webmanifest', '.txt']);

/**
 * Below this a compressed copy saves a few dozen bytes at most. Above it, it pays even for small chunks: the first
 * visit loads dozens of them (esbuild splits every module shared by differing sets of screens), and brotli takes
 * a third or more off each.
 */
const MIN_BYTES = 200;

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function precompressFile(path) {
  const bytes = await readFile(path);
  if (bytes.length < MIN_BYTES) return null;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy no smaller than the file would only cost a lookup; the server falls back to the file itself.
  await Promise.all([br.length < bytes.length && writeFile(`${path}.br`, br), gz.length < bytes.length && writeFile(`${path}.gz`, gz)]);
  return { bytes: bytes.length, br: br.length, gzip: gz.length };
}

/** Compresses every text file under `dir`; answers how many and their bytes before and after brotli. */
export async function precompress(dir) {
  const candidates = (await filesUnder(dir)).filter((path) => COMPRESSIBLE.has(extname(path)));
  const results = (await Promise.all(candidates.map(precompressFile))).filter((result) => result !== null);
  return {
    files: results.length,
    bytes: results.reduce((sum, r) => sum + r.bytes, 0),
    br: results.reduce((sum, r) => sum + r.br, 0),
  };
}
