import { describe, expect, it } from 'vitest';
import { phaseLine as serverPhaseLine } from '../../../server/start-phases';
import { phaseLines } from './scripts';

const { phaseLine, skippedLine } = phaseLines;

describe('the lines npm start prints per phase', () => {
  it('show a phase under a second in ms, a longer one in seconds with one decimal', () => {
    expect(phaseLine('listening', 396.4)).toMatch(/^✓ listening +396 ms$/);
    expect(phaseLine('app built', 41_249)).toMatch(/^✓ app built +41\.2 s$/);
  });

  it('line up their times, so that the start reads as one list', () => {
    const lines = [phaseLine('app built', 41_249), phaseLine('database migrated', 739), phaseLine('listening', 5)];
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });

  it('from the server keep the columns of the build’s', () => {
    for (const [label, ms] of [['database migrated', 739], ['demo data seeded', 1_234], ['listening', 5]] as const) {
      expect(serverPhaseLine(label, ms)).toBe(phaseLine(label, ms));
    }
  });

  it('say why a phase was skipped where its time would be', () => {
    const skipped = skippedLine('app already built', 'kept dist/');
    expect(skipped).toMatch(/^✓ app already built +kept dist\/$/);
    expect(skipped.indexOf('kept')).toBeGreaterThan(phaseLine('app already built', 41_249).length);
  });
});
