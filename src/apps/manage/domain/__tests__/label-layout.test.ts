import { describe, expect, it } from 'vitest';
import { labelContentLayout } from '../label-content';
import { LABEL_FORMATS, LABEL_FORMAT_IDS, type Rect } from '../label-formats';
import { labelSlot, pageCount } from '../label-sheet';
import { ELLIPSIS, fitText, type MeasureText } from '../label-text-fit';

// Rows of the sheet touch with no gutter, so rounding must not count as overlap.
const EPSILON = 1e-9;
const overlap = (a: Rect, b: Rect) =>
  a.x < b.x + b.width - EPSILON && b.x < a.x + a.width - EPSILON && a.y < b.y + b.height - EPSILON && b.y < a.y + a.height - EPSILON;
const inside = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x - EPSILON &&
  inner.y >= outer.y - EPSILON &&
  inner.x + inner.width <= outer.x + outer.width + EPSILON &&
  inner.y + inner.height <= outer.y + outer.height + EPSILON;

describe('the A4 sheet', () => {
  const format = LABEL_FORMATS['a4-sheet-3x8'];
  const page: Rect = { x: 0, y: 0, ...format.page };
  const slots = Array.from({ length: 24 }, (_, index) => labelSlot(format, index));

  it('holds 3 columns of 8 rows, and n labels take ceil(n/24) pages', () => {
    expect([0, 1, 24, 25, 48, 49].map((count) => pageCount(format, count))).toEqual([0, 1, 1, 2, 2, 3]);
    expect(new Set(slots.map((slot) => slot.rect.x.toFixed(3))).size).toBe(3);
    expect(new Set(slots.map((slot) => slot.rect.y.toFixed(3))).size).toBe(8);
  });

  it('fills rows left to right from the top, after the margins and with the gutters between columns', () => {
    const [first, second, third, fourth] = slots.map((slot) => slot.rect);
    expect(first!.x).toBeCloseTo(format.margin.left);
    expect(first!.y + first!.height).toBeCloseTo(format.page.height - format.margin.top);
    expect(second!.x - (first!.x + first!.width)).toBeCloseTo(format.gutter.column);
    expect(third!.x).toBeGreaterThan(second!.x);
    expect(fourth!.x).toBeCloseTo(first!.x);
    expect(fourth!.y + fourth!.height).toBeCloseTo(first!.y - format.gutter.row);
  });

  it('keeps every label on the page and apart from the others', () => {
    for (const slot of slots) expect(inside(slot.rect, page)).toBe(true);
    slots.forEach((a, i) => slots.slice(i + 1).forEach((b) => expect(overlap(a.rect, b.rect)).toBe(false)));
  });

  it('starts the 25th label on the second page where the first one sat', () => {
    expect(labelSlot(format, 24)).toEqual({ page: 1, rect: slots[0]!.rect });
  });
});

describe('the 62 mm roll', () => {
  it('is one label per page, the page being the label', () => {
    const format = LABEL_FORMATS['roll-62mm'];
    // 62 mm in points.
    expect(format.page.width).toBeCloseTo(175.748);
    expect(pageCount(format, 5)).toBe(5);
    expect(labelSlot(format, 3)).toEqual({ page: 3, rect: { x: 0, y: 0, ...format.page } });
  });
});

describe('what goes on a label', () => {
  it.each(LABEL_FORMAT_IDS)('%s: a square QR code and three lines of text, all inside the label and clear of each other', (id) => {
    const label = labelSlot(LABEL_FORMATS[id], 0).rect;
    const layout = labelContentLayout(label);
    expect(layout.qr.width).toBe(layout.qr.height);
    expect(inside(layout.qr, label)).toBe(true);
    const lines = [layout.organisation, layout.assetTag, layout.name];
    for (const line of lines) {
      const box = { x: line.x, y: line.baseline, width: line.maxWidth, height: line.maxSize };
      expect(inside(box, label)).toBe(true);
      expect(overlap(box, layout.qr)).toBe(false);
    }
    // Top to bottom, each line's tallest letters stay below the baseline of the line above.
    expect(layout.organisation.baseline).toBeGreaterThan(layout.assetTag.baseline + layout.assetTag.maxSize);
    expect(layout.assetTag.baseline).toBeGreaterThan(layout.name.baseline + layout.name.maxSize);
    expect(layout.assetTag.maxSize).toBeGreaterThan(Math.max(layout.organisation.maxSize, layout.name.maxSize));
  });
});

describe('the asset tag on a label', () => {
  // As wide as Helvetica Bold's capitals at their widest (W is 0.944 of the size), so a real tag is never wider.
  const widest: MeasureText = (text, size) => Array.from(text).length * size * 0.944;

  it.each(LABEL_FORMAT_IDS)('%s: a long tag stays whole on one line, smaller rather than wrapped or cut', (id) => {
    const box = labelContentLayout(labelSlot(LABEL_FORMATS[id], 0).rect).assetTag;
    const sizes = ['ACME-0021', 'ACME-LAPTOP-2026-00021', 'W'.repeat(64)].map((tag) => {
      const fitted = fitText(tag, box, widest);
      expect(fitted.text).toBe(tag);
      expect(fitted.text).not.toContain(ELLIPSIS);
      expect(fitted.size).toBeGreaterThan(0);
      expect(widest(fitted.text, fitted.size)).toBeLessThanOrEqual(box.maxWidth);
      return fitted.size;
    });
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    expect(sizes[2]).toBeLessThan(sizes[0]!);
  });
});
