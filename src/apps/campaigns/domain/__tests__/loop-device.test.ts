import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LOOP_DISPOSITIONS,
  LOOP_GRADES,
  RECYCLER_CERTIFICATIONS,
  SANITISATION_METHODS,
  mayLeave,
  releaseRefusals,
  type LoopDeviceFacts,
} from '../loop-device';

const wiped = { method: 'purge', performedOn: '2026-11-20', operator: 'Sam Tech', certificateRef: 'ER-1001' } as const;
const recycler = { name: 'GreenCycle', certification: 'r2', certificateId: 'R2-0042' } as const;
const blank: LoopDeviceFacts = { grade: null, disposition: null, recycler: null, sanitisation: null };

describe('when a Loop device may leave', () => {
  it('names everything a fresh device lacks', () => {
    expect(releaseRefusals(blank)).toEqual(['grade-missing', 'disposition-missing', 'sanitisation-missing']);
  });

  it('lets a sanitised, graded device leave for refurbishment without a recycler', () => {
    expect(releaseRefusals({ ...blank, grade: 'B', disposition: 'refurbish', sanitisation: wiped })).toEqual([]);
  });

  it('sends a recycled device only to a certified recycler', () => {
    const device = { ...blank, grade: 'D', disposition: 'recycle', sanitisation: { ...wiped, method: 'destroy' } } as const;
    expect(releaseRefusals(device)).toEqual(['recycler-missing']);
    expect(mayLeave({ ...device, recycler })).toBe(true);
  });

  it('refuses to resell a device whose drive was destroyed', () => {
    expect(releaseRefusals({ ...blank, grade: 'A', disposition: 'resell', sanitisation: { ...wiped, method: 'destroy' } })).toEqual([
      'destroyed-not-reusable',
    ]);
  });

  it('never lets a device leave without a sanitisation record, whatever else it has', () => {
    const facts = fc.record({
      grade: fc.option(fc.constantFrom(...LOOP_GRADES), { nil: null }),
      disposition: fc.option(fc.constantFrom(...LOOP_DISPOSITIONS), { nil: null }),
      recycler: fc.option(
        fc.record({ name: fc.string(), certification: fc.constantFrom(...RECYCLER_CERTIFICATIONS), certificateId: fc.string() }),
        { nil: null },
      ),
      sanitisation: fc.option(
        fc.record({ method: fc.constantFrom(...SANITISATION_METHODS), performedOn: fc.constant('2026-11-20'), operator: fc.string(), certificateRef: fc.string() }),
        { nil: null },
      ),
    });
    fc.assert(
      fc.property(facts, (device) => {
        if (device.sanitisation === null) expect(mayLeave(device)).toBe(false);
        if (device.disposition === 'recycle' && device.recycler === null) expect(mayLeave(device)).toBe(false);
        if (mayLeave(device)) expect(device.grade).not.toBeNull();
      }),
    );
  });
});
