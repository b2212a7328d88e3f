import type { Rect } from './label-formats';
import type { TextBox } from './label-text-fit';

/** A line of text: its left edge, its baseline and the box it must fit. */
export interface TextPlacement extends TextBox {
  readonly x: number;
  readonly baseline: number;
}

/** What goes where on one label: the QR code on the left, the words beside it. */
interface LabelContentLayout {
  readonly qr: Rect;
  readonly organisation: TextPlacement;
  readonly assetTag: TextPlacement;
  readonly name: TextPlacement;
}

// Proportions rather than fixed sizes, so the sheet label and the roll label share one design.
const PADDING_RATIO = 0.09;

/**
 * A tag cut short, or broken over two lines, would name another asset, so it stays whole on one line and shrinks as
 * far as it must: at a point, the longest tag the portal takes (64 characters) still fits either label.
 */
const SMALLEST_TAG_SIZE = 1;

/**
 * The QR code is as tall as the label allows, because a bigger code scans from further away and from worn
 * labels; the asset tag is the largest text, because it is what people read out and type.
 */
export function labelContentLayout(label: Rect): LabelContentLayout {
  const padding = label.height * PADDING_RATIO;
  const qrSize = label.height - 2 * padding;
  const textX = label.x + padding + qrSize + padding;
  const maxWidth = label.x + label.width - padding - textX;
  const top = label.y + label.height - padding;
  const organisationSize = label.height * 0.085;
  const tagSize = label.height * 0.2;
  const nameSize = label.height * 0.095;
  return {
    qr: { x: label.x + padding, y: label.y + padding, width: qrSize, height: qrSize },
    organisation: { x: textX, baseline: top - organisationSize, maxWidth, maxSize: organisationSize, minSize: organisationSize * 0.75 },
    assetTag: { x: textX, baseline: label.y + label.height * 0.42, maxWidth, maxSize: tagSize, minSize: SMALLEST_TAG_SIZE },
    name: { x: textX, baseline: label.y + padding + nameSize * 0.3, maxWidth, maxSize: nameSize, minSize: nameSize * 0.8 },
  };
}
