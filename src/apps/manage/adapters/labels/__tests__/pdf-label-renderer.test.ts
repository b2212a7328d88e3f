import jsQR from 'jsqr';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { lazyLabelRenderer } from '../lazy-label-renderer';
import { qrCodePng } from '../qr-code-png';
import type { AssetLabel } from '../../../application/ports/label-renderer-port';
import { labelContentLayout } from '../../../domain/label-content';
import { LABEL_FORMATS } from '../../../domain/label-formats';
import { labelSlot } from '../../../domain/label-sheet';
import { ELLIPSIS } from '../../../domain/label-text-fit';
import { readLabelPdf } from './read-label-pdf';

const assets = (count: number): AssetLabel[] =>
  Array.from({ length: count }, (_, index) => {
    const tag = `LT-${String(index + 1).padStart(4, '0')}`;
    return { assetTag: tag, name: `Laptop ${index + 1}`, url: `https://portal.example/manage-beta/details/${tag}` };
  });

describe('the QR code image', () => {
  it('is a PNG that decodes to the text it was made from', async () => {
    const url = 'https://portal.example/manage-beta/details/a1b2c3';
    const dataUrl = await qrCodePng(url);
    const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(url);
  });
});

describe('an A4 sheet of labels', () => {
  const format = LABEL_FORMATS['a4-sheet-3x8'];

  it('fills ceil(n/24) A4 pages, each label at its slot, each QR code opening its own asset', async () => {
    const labels = assets(30);
    const pages = await readLabelPdf(await lazyLabelRenderer.render({ format: 'a4-sheet-3x8', organisationName: 'Acme GmbH', labels }));

    expect(pages).toHaveLength(2);
    for (const page of pages) {
      // A4, 210 × 297 mm, in points.
      expect(page.width).toBeCloseTo(595.28, 1);
      expect(page.height).toBeCloseTo(841.89, 1);
    }
    expect(pages.map((page) => page.images.length)).toEqual([24, 6]);
    const images = pages.flatMap((page) => page.images);
    labels.forEach((label, index) => {
      const { qr } = labelContentLayout(labelSlot(format, index).rect);
      const image = images[index]!;
      expect([image.x, image.y, image.width, image.height].map((n) => n.toFixed(2))).toEqual(
        [qr.x, qr.y, qr.width, qr.height].map((n) => n.toFixed(2)),
      );
      expect(image.decoded).toBe(label.url);
    });
    const texts = pages.flatMap((page) => page.texts.map((text) => text.text));
    expect(texts.filter((text) => text === 'Acme GmbH')).toHaveLength(30);
    expect(texts).toEqual(expect.arrayContaining(labels.map((label) => label.assetTag)));
  });

  it('keeps long names and organisation names inside the label, cut short with an ellipsis', async () => {
    const longName = 'MacBook Pro 16-inch (M3 Max, 48 GB, 1 TB) for the video editing team in Hamburg';
    const organisationName = 'Internationale Handelsgesellschaft für Bürotechnik und Datenverarbeitung mbH';
    const [page] = await readLabelPdf(
      await lazyLabelRenderer.render({
        format: 'a4-sheet-3x8',
        organisationName,
        labels: [{ assetTag: 'LT-0001', name: longName, url: 'https://portal.example/a' }],
      }),
    );
    const measuring = await PDFDocument.create();
    const regular = await measuring.embedFont(StandardFonts.Helvetica);
    const column = labelContentLayout(labelSlot(format, 0).rect).name;
    const cut = page!.texts.filter((text) => text.text.endsWith(ELLIPSIS));
    expect(cut.map((text) => text.text[0])).toEqual([organisationName[0], longName[0]]);
    for (const text of cut) {
      expect(longName.startsWith(text.text.slice(0, -1)) || organisationName.startsWith(text.text.slice(0, -1))).toBe(true);
      expect(text.x + regular.widthOfTextAtSize(text.text, text.size)).toBeLessThanOrEqual(column.x + column.maxWidth);
    }
  });

  it.each(['a4-sheet-3x8', 'roll-62mm'] as const)('prints a tag of twenty characters whole on the %s label, smaller rather than cut', async (formatId) => {
    const assetTag = 'ACME-LAPTOP-2026-0001';
    const [page] = await readLabelPdf(
      await lazyLabelRenderer.render({ format: formatId, organisationName: 'Acme GmbH', labels: [{ assetTag, url: 'https://portal.example/c' }] }),
    );
    expect(page!.texts.map((text) => text.text)).toContain(assetTag);
  });

  it('prints characters the PDF fonts lack as "?" instead of failing', async () => {
    const [page] = await readLabelPdf(
      await lazyLabelRenderer.render({ format: 'a4-sheet-3x8', organisationName: 'Łódź 東京', labels: [{ assetTag: 'Ü-1', url: 'https://portal.example/b' }] }),
    );
    expect(page!.texts.map((text) => text.text)).toEqual(['?ód? ??', 'Ü-1']);
  });
});

describe('a 62 mm roll', () => {
  it('gives every label a page of its own, 62 mm wide, with its QR code', async () => {
    const labels = assets(3);
    const pages = await readLabelPdf(await lazyLabelRenderer.render({ format: 'roll-62mm', organisationName: 'Acme GmbH', labels }));

    expect(pages).toHaveLength(3);
    pages.forEach((page, index) => {
      // 62 mm in points.
      expect(page.width).toBeCloseTo(175.748, 2);
      expect(page.height).toBeCloseTo(LABEL_FORMATS['roll-62mm'].label.height, 2);
      expect(page.images.map((image) => image.decoded)).toEqual([labels[index]!.url]);
      expect(page.texts.map((text) => text.text)).toEqual(['Acme GmbH', labels[index]!.assetTag, labels[index]!.name]);
    });
  });
});
