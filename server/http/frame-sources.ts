import { frameAddress } from '../../src/domain/apps/frame-address';
import type { Repositories } from '../repositories';

/** How often the CSP's frame-src follows a frame address changed in the catalogue by another server or by hand. */
const REFRESH_MS = 60_000;

/**
 * The origins the portal's pages may frame: the configured FRAME_SOURCES and every partner address of the app
 * catalogue that passes the frame rule (https only). Read once when the server is ready and each minute after, so that
 * the CSP, set on every answer, costs no query.
 */
export class FrameSources {
  private partners: readonly string[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly configured: readonly string[],
    private readonly portalOrigin: string,
  ) {}

  /** For helmet's frame-src: one space-separated list, evaluated per answer. */
  directive(): string {
    return [...new Set([...this.configured, ...this.partners])].join(' ') || "'self'";
  }

  /**
   * The catalogue's partners and every organisation's own (an admin's address for an embedded app). The portal's
   * pages are one bundle served before anyone signs in, so the header names the partners of every organisation.
   */
  async refresh(repos: Repositories): Promise<void> {
    const urls = [...(await repos.apps.catalogue()).map((row) => row.frameUrl), ...(await repos.apps.allFrameUrls())];
    this.partners = urls.flatMap((url) => {
      const address = url === null ? null : frameAddress(url, this.portalOrigin);
      return address?.kind === 'partner' ? [address.origin] : [];
    });
  }

  start(repos: Repositories, log: (error: unknown) => void): void {
    this.timer = setInterval(() => void this.refresh(repos).catch(log), REFRESH_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
