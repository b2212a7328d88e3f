import { allow, refuse, type Decision } from '../../../domain/rules/decision';

/** A parcel as a person types it: kilograms and centimetres, with a comma or a point. */
export interface ParcelInput {
  readonly weightKg: string;
  readonly lengthCm: string;
  readonly widthCm: string;
  readonly heightCm: string;
}

export interface ParcelMeasures {
  readonly weightGrams: number;
  readonly lengthMm: number;
  readonly widthMm: number;
  readonly heightMm: number;
}

/** What carriers take at most: 70 kg, and 2 m on any side. */
const MAX = { weightGrams: 70_000, sideMm: 2_000 };

/** A laptop's box, the form's start: 2.5 kg, 40 × 30 × 10 cm, as the server's default parcel. */
export const DEFAULT_PARCEL_INPUT: ParcelInput = { weightKg: '2.5', lengthCm: '40', widthCm: '30', heightCm: '10' };

function decimal(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : null;
}

/** The field named first is the one wrong: a weight or a side that is no positive number, or more than carriers take. */
export function parcelOf(input: ParcelInput): Decision<ParcelMeasures> {
  const weight = decimal(input.weightKg);
  if (weight === null) return refuse('parcel-number', 'Type a weight above zero.', { field: 'weightKg' });
  const weightGrams = Math.round(weight * 1000);
  if (weightGrams > MAX.weightGrams) return refuse('parcel-too-heavy', 'Carriers take parcels up to 70 kg.', { field: 'weightKg', max: 70 });
  const sides = { lengthMm: input.lengthCm, widthMm: input.widthCm, heightMm: input.heightCm } as const;
  const measured: Record<keyof typeof sides, number> = { lengthMm: 0, widthMm: 0, heightMm: 0 };
  for (const [key, text] of Object.entries(sides) as [keyof typeof sides, string][]) {
    const field = `${key.replace('Mm', '')}Cm`;
    const centimetres = decimal(text);
    if (centimetres === null) return refuse('parcel-number', 'Type a size above zero.', { field });
    const millimetres = Math.round(centimetres * 10);
    if (millimetres > MAX.sideMm) return refuse('parcel-too-long', 'Carriers take sides up to 200 cm.', { field, max: 200 });
    measured[key] = Math.max(1, millimetres);
  }
  return allow({ weightGrams: Math.max(1, weightGrams), ...measured });
}
