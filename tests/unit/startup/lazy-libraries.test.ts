import { describe, expect, it, vi } from 'vitest';
import { CHARTS, type ChartLoader } from '../../../src/application/ports/chart-port';
import { PDF, type PdfLoader } from '../../../src/application/ports/pdf-port';
import type { StartupContext, StartupModule } from '../../../src/application/ports/startup-module';
import chartsModule from '../../../src/adapters/startup/charts-module';
import pdfViewerModule from '../../../src/adapters/startup/pdf-viewer-module';
import { mapRegistry } from './map-registry';

/** Which heavy libraries have been evaluated so far. */
const loaded = vi.hoisted(() => new Set<string>());

vi.mock('echarts/core', () => {
  loaded.add('echarts/core');
  return { use: vi.fn(), init: vi.fn() };
});
vi.mock('echarts/charts', () => ({ LineChart: {}, BarChart: {}, PieChart: {} }));
vi.mock('echarts/components', () => ({ GridComponent: {}, TooltipComponent: {}, LegendComponent: {}, TitleComponent: {} }));
vi.mock('echarts/renderers', () => ({ SVGRenderer: {} }));
const pdfjs = vi.hoisted(() => ({ GlobalWorkerOptions: { workerSrc: '' }, getDocument: vi.fn() }));
vi.mock('pdfjs-dist', () => {
  loaded.add('pdfjs-dist');
  return pdfjs;
});

function run(module: StartupModule, publicPath = '/') {
  const container = mapRegistry();
  const context: StartupContext = { container, router: { navigate: () => {} }, redirect: () => {}, path: '/', publicPath };
  void module.run(context);
  return container;
}

describe('heavy libraries stay out of startup', () => {
  it('the charts module registers a loader and leaves ECharts alone until it is called', async () => {
    const container = run(chartsModule);
    expect(loaded.has('echarts/core')).toBe(false);
    const library = await container.get<ChartLoader>(CHARTS)();
    expect(loaded.has('echarts/core')).toBe(true);
    expect(library.mount).toEqual(expect.any(Function));
  });

  it('the PDF module registers a loader that brings pdfjs and points it at the copied worker', async () => {
    const container = run(pdfViewerModule, '/portal/');
    expect(loaded.has('pdfjs-dist')).toBe(false);
    const library = await container.get<PdfLoader>(PDF)();
    expect(loaded.has('pdfjs-dist')).toBe(true);
    expect(pdfjs.GlobalWorkerOptions.workerSrc).toBe('/portal/pdf.worker.min.mjs');
    expect(library.open).toEqual(expect.any(Function));
  });
});
