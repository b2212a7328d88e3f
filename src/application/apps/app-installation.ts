import type { AppListing, AppsGateway } from '../ports/apps-gateway';
import type { AuthGateway } from '../ports/auth-gateway';
import type { SessionStore } from '../session/session-store';

export const APP_INSTALLATION = Symbol.for('AppInstallation');

/**
 * Installing or uninstalling an app changes who may open it, the administrator included: their stored
 * allowed apps are refreshed from the server, so the guard and the sidebar follow at once.
 */
export class AppInstallation {
  constructor(
    private readonly apps: AppsGateway,
    private readonly auth: AuthGateway,
    private readonly session: SessionStore,
  ) {}

  install(slug: string): Promise<AppListing> {
    return this.refreshingAccess(this.apps.install(slug));
  }

  uninstall(slug: string): Promise<AppListing> {
    return this.refreshingAccess(this.apps.uninstall(slug));
  }

  /** Someone else installed or uninstalled an app: the apps this person may open are fetched anew. */
  async refreshAccess(): Promise<void> {
    this.session.updateAllowedApps((await this.auth.session()).allowedApps);
  }

  private async refreshingAccess(change: Promise<AppListing>): Promise<AppListing> {
    const app = await change;
    await this.refreshAccess();
    return app;
  }
}
