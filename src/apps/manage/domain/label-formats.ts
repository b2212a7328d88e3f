/** The printable label formats, measured in PDF points (1/72 inch, origin bottom-left) so a renderer draws them as they are. */

const POINTS_PER_MILLIMETRE = 72 / 25.4;

function millimetres(value: number): number {
  return value * POINTS_PER_MILLIMETRE;
}

interface Size {
  readonly width: number;
  readonly height: number;
}

/** A rectangle whose x and y are its bottom-left corner, as PDF draws it. */
export interface Rect extends Size {
  readonly x: number;
  readonly y: number;
}

export const LABEL_FORMAT_IDS = ['a4-sheet-3x8', 'roll-62mm'] as const;
export type LabelFormatId = (typeof LABEL_FORMAT_IDS)[number];

export interface LabelFormat {
  readonly id: LabelFormatId;
  readonly page: Size;
  readonly label: Size;
  readonly columns: number;
  readonly rows: number;
  /** From the page's top-left corner to the first label's top-left corner. */
  readonly margin: { readonly top: number; readonly left: number };
  /** Blank space between neighbouring labels. */
  readonly gutter: { readonly column: number; readonly row: number };
}

const A4 = { width: millimetres(210), height: millimetres(297) };

// The common 3x8 sheet (Avery L7159 and its clones): 63.5 x 33.9 mm labels, no gap between rows.
const a4Sheet: LabelFormat = {
  id: 'a4-sheet-3x8',
  page: A4,
  label: { width: millimetres(63.5), height: millimetres(33.9) },
  columns: 3,
  rows: 8,
  margin: { top: millimetres(12.9), left: millimetres(7.25) },
  gutter: { column: millimetres(2.5), row: 0 },
};

// A continuous 62 mm roll (Brother DK-22205, Dymo alike) is cut per page, so each page is exactly one label.
const ROLL_LABEL = { width: millimetres(62), height: millimetres(29) };
const roll: LabelFormat = {
  id: 'roll-62mm',
  page: ROLL_LABEL,
  label: ROLL_LABEL,
  columns: 1,
  rows: 1,
  margin: { top: 0, left: 0 },
  gutter: { column: 0, row: 0 },
};

export const LABEL_FORMATS: Readonly<Record<LabelFormatId, LabelFormat>> = {
  'a4-sheet-3x8': a4Sheet,
  'roll-62mm': roll,
};
