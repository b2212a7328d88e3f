// The one line `npm start` and `npm run build` print per phase of the build. The server prints its own phases
// (server/start-phases.ts) in the same columns, so that the whole start reads as one list.

const LABEL_WIDTH = 20;
const TIME_WIDTH = 7;

const duration = (ms) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`);

export const phaseLine = (label, ms) => `✓ ${label.padEnd(LABEL_WIDTH)} ${duration(ms).padStart(TIME_WIDTH)}`;

/** A phase with nothing to do has no time worth showing: the line says why instead. */
export const skippedLine = (label, why) => `✓ ${label.padEnd(LABEL_WIDTH)} ${''.padStart(TIME_WIDTH)}   ${why}`;

/** Runs one phase and prints its line once it is done; a failing phase prints nothing but its error. */
export async function timed(label, run) {
  const started = performance.now();
  const result = await run();
  console.log(phaseLine(label, performance.now() - started));
  return result;
}
