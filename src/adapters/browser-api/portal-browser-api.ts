import type { ToastCenter } from '../../application/feedback/toast-center';

/**
 * What the portal offers scripts on its page (embedded apps, support sessions in the console): raising a
 * toast with the same validation as the app's own, so bad options are logged and show nothing.
 */
interface PortalBrowserApi {
  notify(options: unknown): string | null;
}

declare global {
  interface Window {
    portal?: PortalBrowserApi;
  }
}

export function exposePortalApi(window: Window, toasts: ToastCenter): void {
  window.portal = { notify: (options) => toasts.notify(options as Parameters<ToastCenter['notify']>[0]) };
}
