import { AccessService } from './access-service';
import { BrandingService } from './branding-service';
import { LocaleService } from './locale-service';
import type { ConfigureDeps } from './service-deps';

export function createConfigureServices(deps: ConfigureDeps) {
  return { access: new AccessService(deps), branding: new BrandingService(deps), locale: new LocaleService(deps) };
}

export type ConfigureServices = ReturnType<typeof createConfigureServices>;
