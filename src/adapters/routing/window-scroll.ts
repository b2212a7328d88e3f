import type { ScrollPort } from '../../application/ports/scroll-port';

export class WindowScroll implements ScrollPort {
  constructor(private readonly window: Window) {}

  toTop(): void {
    this.window.scrollTo({ top: 0, left: 0 });
  }
}
