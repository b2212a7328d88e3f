import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no CSS.escape; React Aria's collections use it to build selectors.
globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;
// jsdom lays nothing out, so nothing ever resizes: the command palette's list (cmdk) only needs to be able to watch.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};
// Nor scrolls: cmdk keeps the selected entry in view.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

afterEach(() => cleanup());
