import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no CSS.escape; React Aria's collections use it to build selectors.
globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;

afterEach(() => cleanup());
