export interface ScrollPort {
  toTop(): void;
}

export const SCROLL = Symbol.for('ScrollPort');
