// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { echartsLibrary } from '../echarts-library';

const mounted: { dispose(): void }[] = [];
// jsdom has no canvas: the library then estimates its text widths instead of measuring them.
beforeEach(() => vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));
afterEach(() => mounted.splice(0).forEach((chart) => chart.dispose()));

/** A bar chart drawn into an element of a screen's size: the SVG the library writes. */
function drawBars(): SVGSVGElement {
  const element = document.createElement('div');
  // jsdom lays nothing out: the element tells the library the size a page would give it.
  Object.defineProperties(element, { clientWidth: { value: 480 }, clientHeight: { value: 240 } });
  document.body.append(element);
  mounted.push(
    echartsLibrary.mount(element, {
      legend: { data: ['Met'] },
      xAxis: { type: 'category', data: ['Mon', 'Tue'] },
      yAxis: { type: 'value' },
      series: [{ name: 'Met', type: 'bar', data: [1, 2] }],
    }),
  );
  return element.querySelector('svg')!;
}

/** Each stroke drawn, with its opacity: `rgb(1,2,3)@0.3`. */
const strokes = (svg: SVGSVGElement) =>
  [...svg.querySelectorAll('[stroke]')].map((node) => `${node.getAttribute('stroke')!.replace(/\s/g, '').toLowerCase()}@${node.getAttribute('stroke-opacity') ?? 1}`);
const fills = (svg: SVGSVGElement) => [...svg.querySelectorAll('text[fill]')].map((node) => node.getAttribute('fill')!.toLowerCase());

describe('charts drawn by ECharts', () => {
  it('draws grid lines, axes and their words in greys that read on the dark theme as on the light one', () => {
    const svg = drawBars();
    expect(strokes(svg)).toContain('rgb(140,149,159)@0.3');
    expect(strokes(svg)).toContain('rgb(140,149,159)@0.55');
    // The library's own greys: its grid lines, near white, would glare across a dark page.
    expect(strokes(svg).filter((stroke) => /^#e0e6f1|^#6e7079/.test(stroke))).toEqual([]);
    expect(new Set(fills(svg))).toEqual(new Set(['#8c959f']));
  });
});
