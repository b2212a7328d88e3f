/** Product analytics. What is collected and where it goes is the adapter's business. */
export interface AnalyticsPort {
  track(event: string, properties?: Readonly<Record<string, unknown>>): void;
  page(path: string): void;
}

export const ANALYTICS = Symbol.for('AnalyticsPort');
