import { expect, it, vi } from 'vitest';
import { lazyLabelRenderer } from '../lazy-label-renderer';

/** Which heavy libraries have been evaluated so far. */
const loaded = vi.hoisted(() => new Set<string>());

vi.mock('pdf-lib', async (importOriginal) => {
  loaded.add('pdf-lib');
  return importOriginal();
});
vi.mock('qrcode', async (importOriginal) => {
  loaded.add('qrcode');
  return importOriginal();
});

it('leaves pdf-lib and qrcode alone until the first labels are printed', async () => {
  expect(loaded).toEqual(new Set());
  const pdf = await lazyLabelRenderer.render({ format: 'roll-62mm', organisationName: 'Acme', labels: [{ assetTag: 'LT-1', url: 'https://portal.example/a' }] });
  expect(loaded).toEqual(new Set(['pdf-lib', 'qrcode']));
  expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
});
