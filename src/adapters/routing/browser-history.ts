import type { HistoryPort } from '../../application/ports/history-port';
import type { AppLocation } from '../../domain/routing/match-route';

/** HistoryPort over the window's location and History API. */
export class BrowserHistory implements HistoryPort {
  constructor(private readonly window: Window) {}

  location(): AppLocation {
    return { path: this.window.location.pathname, search: this.window.location.search };
  }

  push(url: string): void {
    this.window.history.pushState(null, '', url);
  }

  replace(url: string): void {
    this.window.history.replaceState(null, '', url);
  }

  assign(url: string): void {
    this.window.location.assign(url);
  }

  onPop(listener: (location: AppLocation) => void): () => void {
    const onPopState = () => listener(this.location());
    this.window.addEventListener('popstate', onPopState);
    return () => this.window.removeEventListener('popstate', onPopState);
  }
}
