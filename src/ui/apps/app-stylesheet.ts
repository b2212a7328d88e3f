/** The id of the JSON block build.mjs writes into the page: each app's stylesheet by app id. */
const APP_STYLESHEETS_ID = 'app-stylesheets';

const loading = new Map<string, Promise<void>>();

function stylesheetOf(appId: string): string | undefined {
  const listing = document.getElementById(APP_STYLESHEETS_ID)?.textContent;
  if (!listing) return undefined;
  const hrefs: unknown = JSON.parse(listing);
  const href = (hrefs as Record<string, unknown>)[appId];
  return typeof href === 'string' ? href : undefined;
}

/**
 * Adds an app's stylesheet to the page once, before its first screen shows, so no app's styles load with the
 * shell. A sheet that fails to load leaves the screen unstyled rather than never shown.
 */
export function loadAppStylesheet(appId: string): Promise<void> {
  let loaded = loading.get(appId);
  if (!loaded) {
    const href = stylesheetOf(appId);
    loaded = href
      ? new Promise<void>((resolve) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = href;
          link.dataset.app = appId;
          link.addEventListener('load', () => resolve());
          link.addEventListener('error', () => resolve());
          document.head.append(link);
        })
      : Promise.resolve();
    loading.set(appId, loaded);
  }
  return loaded;
}
