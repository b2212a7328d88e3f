/**
 * Grades on R2v3's two axes (SERI's R2 Equipment Categorization, REC v1.2): how well a device works and how it looks,
 * each on its own scale, written together as `F4 / C5`. Higher is better on both.
 *
 * Functional: F1 collectible or specialty, F2 verified specialty electronics, F3 key functions working, F4 hardware
 * functional (all hardware tested and working), F5 fully functional (tested with diagnostic software, licensed
 * software loaded), F6 like new (repaired with OEM parts, to OEM specification). REC leaves a device that does not
 * work at all uncategorised; it is F0 here: for parts or materials recovery.
 *
 * Cosmetic: C1 damaged (materials recovery), C2 used poor, C3 used fair, C4 used good, C5 used very good, C6 used
 * excellent, C7 certified pre-owned, C8 unused, C9 new open box.
 */
export const FUNCTIONAL_GRADES = ['F0', 'F1', 'F2', 'F3', 'F4', 'F5', 'F6'] as const;
export type FunctionalGrade = (typeof FUNCTIONAL_GRADES)[number];

export const COSMETIC_GRADES = ['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8', 'C9'] as const;
export type CosmeticGrade = (typeof COSMETIC_GRADES)[number];

export interface DeviceGrade {
  readonly functional: FunctionalGrade;
  readonly cosmetic: CosmeticGrade;
}

/** The lower of two grades on one scale. */
export function lowerOf<G extends string>(scale: readonly G[], a: G, b: G): G {
  return scale.indexOf(a) <= scale.indexOf(b) ? a : b;
}

/** Whether two grades are the same on both axes. */
export function sameGrade(a: DeviceGrade, b: DeviceGrade): boolean {
  return a.functional === b.functional && a.cosmetic === b.cosmetic;
}

/** `F4 / C5`, as the standard writes it. */
export function gradeLabel(grade: DeviceGrade): string {
  return `${grade.functional} / ${grade.cosmetic}`;
}
