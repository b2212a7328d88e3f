import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * No axe violation in `region` (by default the page's main region, where a screen is; the shell around it is the
 * shell's tests' to check). Colour contrast is the end-to-end tests' to check: jsdom lays nothing out.
 */
export async function expectNoAxeViolations(region: Element = document.querySelector('main') ?? document.body): Promise<void> {
  const { violations } = await axe.run(region, { rules: { 'color-contrast': { enabled: false } } });
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}
