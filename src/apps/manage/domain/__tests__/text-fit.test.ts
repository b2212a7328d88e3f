import { describe, expect, it } from 'vitest';
import { ELLIPSIS, fitText, type MeasureText } from '../label-text-fit';

// Every character half as wide as the font size: easy to reason about, and proportional like a real font.
const measure: MeasureText = (text, size) => Array.from(text).length * size * 0.5;
const box = { maxWidth: 50, maxSize: 10, minSize: 6 };

describe('fitting text on a label', () => {
  it('keeps short text at the largest size', () => {
    expect(fitText('LT-01', box, measure)).toEqual({ text: 'LT-01', size: 10 });
  });

  it('shrinks text that is a little too wide, in half points, no further than it must', () => {
    // 11 characters are 55 points wide at size 10; at 9 they are 49.5, and 9.5 would be 52.25.
    expect(fitText('LT-00012345', box, measure)).toEqual({ text: 'LT-00012345', size: 9 });
  });

  it('cuts text that would not fit even at the smallest size, with an ellipsis, inside the box', () => {
    const fitted = fitText('A very long asset name that goes on and on', box, measure);
    expect(fitted.size).toBe(6);
    expect(fitted.text.endsWith(ELLIPSIS)).toBe(true);
    expect(measure(fitted.text, fitted.size)).toBeLessThanOrEqual(box.maxWidth);
    // 16 characters of 3 points fill the 50 points; a 17th would not have fitted.
    expect(fitted.text).toBe('A very long ass' + ELLIPSIS);
  });

  it('puts text on one line and drops the space before the ellipsis', () => {
    expect(fitText('  Two\nlines  ', box, measure).text).toBe('Two lines');
    expect(fitText('abcdefghijklmn opq', box, measure).text).toBe('abcdefghijklmn' + ELLIPSIS);
  });

  it('leaves the line out when not even the ellipsis fits', () => {
    expect(fitText('anything', { maxWidth: 2, maxSize: 10, minSize: 6 }, measure).text).toBe('');
  });

  it('never splits a character made of two UTF-16 units', () => {
    const fitted = fitText('😀'.repeat(40), box, measure);
    expect(Array.from(fitted.text).every((character) => character === '😀' || character === ELLIPSIS)).toBe(true);
  });
});
