/** A chart library's option object; only the adapter knows its shape. */
export type ChartOptions = Readonly<Record<string, unknown>>;

export interface ChartHandle {
  update(options: ChartOptions): void;
  resize(): void;
  dispose(): void;
}

export interface ChartLibrary {
  mount(element: HTMLElement, options: ChartOptions): ChartHandle;
}

/** Charts are heavy, so screens get a loader and the library arrives on first use. */
export type ChartLoader = () => Promise<ChartLibrary>;

export const CHARTS = Symbol.for('ChartLoader');
