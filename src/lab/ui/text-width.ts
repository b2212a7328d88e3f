const FONT_SIZE = { title: 14, note: 12, edge: 12 } as const;

/** Rough advance widths of a proportional sans-serif, in ems. */
function charWidth(char: string): number {
  if (/[A-Z_]/.test(char)) return 0.68;
  if (/[mw]/.test(char)) return 0.82;
  if (/[ijlt.,:;'|!() [\]]/.test(char)) return 0.32;
  return 0.56;
}

/**
 * The width a line of diagram text takes, estimated from its characters: no canvas to measure with is
 * needed (nor available in tests), and boxes a little too wide look better than text that spills out.
 */
export function textWidth(text: string, role: keyof typeof FONT_SIZE): number {
  const ems = [...text].reduce((sum, char) => sum + charWidth(char), 0);
  return ems * FONT_SIZE[role] * (role === 'title' ? 1.08 : 1);
}
