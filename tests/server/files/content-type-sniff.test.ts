import { describe, expect, it } from 'vitest';
import { mediaTypeOf, sniffContentType } from '../../../server/files/content-type-sniff';
import { JPEG_START, pngOf } from '../../fixtures/images/test-images';

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((part) => Buffer.from(typeof part === 'string' ? Buffer.from(part, 'latin1') : part)));

describe('sniffContentType', () => {
  it('knows JPEG, PNG, WebP, GIF and PDF by their first bytes', () => {
    expect(sniffContentType(JPEG_START)).toBe('image/jpeg');
    expect(sniffContentType(pngOf(2, 2))).toBe('image/png');
    expect(sniffContentType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffContentType(bytes('GIF87a', [1, 0]))).toBe('image/gif');
    expect(sniffContentType(bytes('GIF89a', [1, 0]))).toBe('image/gif');
    expect(sniffContentType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it("knows an SVG (Configure's logo: each upload still lists the types it takes)", () => {
    expect(sniffContentType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('image/svg+xml');
  });

  it('knows nothing else, however it is named or declared', () => {
    expect(sniffContentType(bytes('a .txt file\n'))).toBeNull();
    expect(sniffContentType(bytes('<html><script>alert(1)</script>'))).toBeNull();
    expect(sniffContentType(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(sniffContentType(bytes('GIF88a'))).toBeNull();
    expect(sniffContentType(new Uint8Array(0))).toBeNull();
  });

  it('needs the whole signature: a file cut short of it is nothing', () => {
    expect(sniffContentType(pngOf(2, 2).subarray(0, 7))).toBeNull();
    expect(sniffContentType(bytes('RIFF', [0x24, 0, 0, 0], 'WEB'))).toBeNull();
    expect(sniffContentType(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});

describe('mediaTypeOf', () => {
  it('drops parameters and case', () => {
    expect(mediaTypeOf('Image/PNG; charset=binary')).toBe('image/png');
    expect(mediaTypeOf(' image/jpeg ')).toBe('image/jpeg');
    expect(mediaTypeOf(undefined)).toBe('');
  });
});
