// The server's phases of a start, one line each. `npm start` prints the build's phases first
// (scripts/phase-line.mjs, which the server bundle cannot import): these keep its columns, so that the whole start
// reads as one list (tests/unit/npm-start holds the two alike).

const LABEL_WIDTH = 20;
const TIME_WIDTH = 7;

const duration = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`);

export function phaseLine(label: string, ms: number): string {
  return `✓ ${label.padEnd(LABEL_WIDTH)} ${duration(ms).padStart(TIME_WIDTH)}`;
}

/** Prints each phase's line as it ends; a phase lasts from the end of the one before (or the clock's start). */
export function phaseClock(): { done(label: string): void } {
  let last = performance.now();
  return {
    done(label) {
      const at = performance.now();
      console.log(phaseLine(label, at - last));
      last = at;
    },
  };
}
