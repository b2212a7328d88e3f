import { AppService } from './app-service';
import { AuthService } from './auth-service';
import { DashboardService } from './dashboard-service';
import { DemoService } from './demo-service';
import { ExternalService } from './external-service';
import { FileService } from './file-service';
import { JobService } from './job-service';
import { LoginLinkService } from './login-link-service';
import { OAuthService } from './oauth-service';
import { ProfileService } from './profile-service';
import type { ServiceDeps } from './service-deps';
import { SettingsService } from './settings-service';

export function createServices(deps: ServiceDeps) {
  const auth = new AuthService(deps);
  return {
    auth,
    loginLinks: new LoginLinkService(deps, auth),
    oauth: new OAuthService(deps, auth),
    external: new ExternalService(deps),
    files: new FileService(deps),
    jobs: new JobService(deps),
    demo: new DemoService(deps),
    apps: new AppService(deps),
    dashboard: new DashboardService(deps),
    profile: new ProfileService(deps),
    settings: new SettingsService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
