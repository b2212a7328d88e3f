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

// The project's files share one page (isolate: false in vitest.config.ts), and this file runs before each of them:
// each starts with the storage, address, body and root element of a fresh page, whatever the file before left there.
localStorage.clear();
sessionStorage.clear();
history.replaceState(null, '', '/');
document.body.replaceChildren();
for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);

afterEach(() => cleanup());
