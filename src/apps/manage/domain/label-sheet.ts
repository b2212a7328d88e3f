import type { LabelFormat, Rect } from './label-formats';

function labelsPerPage(format: LabelFormat): number {
  return format.columns * format.rows;
}

export function pageCount(format: LabelFormat, labelCount: number): number {
  return Math.ceil(labelCount / labelsPerPage(format));
}

interface LabelSlot {
  /** Numbered from 0. */
  readonly page: number;
  readonly rect: Rect;
}

/**
 * Where the label with this index (from 0, across pages) goes. Labels fill a page row by row, left to right,
 * the way people read a sheet and peel it.
 */
export function labelSlot(format: LabelFormat, index: number): LabelSlot {
  const perPage = labelsPerPage(format);
  const onPage = index % perPage;
  const column = onPage % format.columns;
  const row = Math.floor(onPage / format.columns);
  const { label, margin, gutter, page } = format;
  const top = page.height - margin.top - row * (label.height + gutter.row);
  return {
    page: Math.floor(index / perPage),
    rect: {
      x: margin.left + column * (label.width + gutter.column),
      y: top - label.height,
      width: label.width,
      height: label.height,
    },
  };
}
