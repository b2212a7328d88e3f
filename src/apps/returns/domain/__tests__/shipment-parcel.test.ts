import { describe, expect, it } from 'vitest';
import { parcelOf } from '../shipment-parcel';

describe('a parcel as typed', () => {
  it('reads kilograms and centimetres, with a comma or a point, as grams and millimetres', () => {
    expect(parcelOf({ weightKg: '1,8', lengthCm: '38', widthCm: '28.5', heightCm: '8' })).toEqual({
      ok: true,
      value: { weightGrams: 1800, lengthMm: 380, widthMm: 285, heightMm: 80 },
    });
  });

  it('names the field that is no positive number', () => {
    expect(parcelOf({ weightKg: '', lengthCm: '38', widthCm: '28', heightCm: '8' })).toMatchObject({ ok: false, params: { field: 'weightKg' } });
    expect(parcelOf({ weightKg: '2', lengthCm: '38', widthCm: '-1', heightCm: '8' })).toMatchObject({ ok: false, params: { field: 'widthCm' } });
    expect(parcelOf({ weightKg: '2', lengthCm: '38', widthCm: '28', heightCm: 'ten' })).toMatchObject({ ok: false, params: { field: 'heightCm' } });
  });

  it('refuses what no carrier takes: over 70 kg, or a side over 2 m', () => {
    expect(parcelOf({ weightKg: '70.5', lengthCm: '38', widthCm: '28', heightCm: '8' })).toMatchObject({ ok: false, code: 'parcel-too-heavy' });
    expect(parcelOf({ weightKg: '5', lengthCm: '201', widthCm: '28', heightCm: '8' })).toMatchObject({ ok: false, code: 'parcel-too-long', params: { field: 'lengthCm' } });
  });
});
