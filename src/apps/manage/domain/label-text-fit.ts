/** Width in points of text set at a font size; the renderer supplies it from its font. */
export type MeasureText = (text: string, size: number) => number;

export interface TextBox {
  readonly maxWidth: number;
  readonly maxSize: number;
  readonly minSize: number;
}

interface FittedText {
  readonly text: string;
  readonly size: number;
}

export const ELLIPSIS = '\u2026';

/**
 * Text as it goes on a label: on one line, shrunk towards the minimum size, and only then cut short with an
 * ellipsis, so nothing ever prints past the label's edge onto its neighbour.
 */
export function fitText(text: string, box: TextBox, measure: MeasureText): FittedText {
  const line = text.replace(/\s+/g, ' ').trim();
  const widthAtMax = measure(line, box.maxSize);
  if (widthAtMax <= box.maxWidth) return { text: line, size: box.maxSize };
  // Width grows in proportion to size, so one measurement gives the size that fits; halves keep sizes tidy.
  const shrunk = Math.floor(((box.maxSize * box.maxWidth) / widthAtMax) * 2) / 2;
  if (shrunk >= box.minSize) return { text: line, size: shrunk };
  return { text: truncate(line, box, measure), size: box.minSize };
}

function truncate(line: string, box: TextBox, measure: MeasureText): string {
  const characters = Array.from(line);
  const fits = (count: number) => measure(shortened(characters, count), box.minSize) <= box.maxWidth;
  if (!fits(0)) return '';
  // The longest prefix that fits, by bisection: the widest text is still only a few measurements.
  let low = 0;
  let high = characters.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return shortened(characters, low);
}

function shortened(characters: readonly string[], count: number): string {
  return characters.slice(0, count).join('').trimEnd() + ELLIPSIS;
}
