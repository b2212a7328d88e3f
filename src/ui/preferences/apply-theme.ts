import type { Theme } from '../../application/ports/account-gateway';

/** The page's colours follow the chosen theme; 'system' leaves them to the operating system. */
export function applyTheme(theme: Theme): void {
  const dark = theme === 'dark' || (theme === 'system' && window.matchMedia?.('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
}
