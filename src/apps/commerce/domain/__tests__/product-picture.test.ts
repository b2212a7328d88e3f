import { describe, expect, it } from 'vitest';
import { productPictureOf } from '../product-picture';

describe('the picture a product without a photo is drawn with', () => {
  it('is read from the name of each demo product', () => {
    const pictures = ['Wireless keyboard', 'Ergonomic mouse', 'Noise-cancelling headset', 'USB-C dock', '27-inch monitor', 'ThinkPad T14 (new)', 'iPhone 15 (new)', 'Pixel 7 (refurbished)'].map(
      (name) => productPictureOf('product', name),
    );
    expect(pictures).toEqual(['keyboard', 'mouse', 'headset', 'dock', 'monitor', 'laptop', 'phone', 'phone']);
  });

  it('names the part before the device it fits, and reads German names too', () => {
    expect(productPictureOf('product', 'MacBook Pro dock')).toBe('dock');
    expect(productPictureOf('product', 'Kabellose Tastatur')).toBe('keyboard');
    expect(productPictureOf('product', 'Drucker A4')).toBe('printer');
  });

  it('falls back on the category when the name says nothing, and on a box when neither does', () => {
    expect(productPictureOf('product', 'Model X-200', 'Laptops')).toBe('laptop');
    expect(productPictureOf('product', 'Model X-200', null)).toBe('other');
  });

  it('draws a kit as a kit whatever it holds', () => {
    expect(productPictureOf('kit', 'New starter kit with laptop')).toBe('kit');
  });
});
