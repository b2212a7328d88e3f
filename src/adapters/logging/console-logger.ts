import type { LoggerPort } from '../../application/ports/logger-port';

/** LoggerPort over the browser console (browsers hide debug lines unless asked to show them). */
export class ConsoleLogger implements LoggerPort {
  constructor(private readonly console: Console) {}

  debug(message: string, details?: unknown): void {
    this.console.debug(message, ...rest(details));
  }

  info(message: string, details?: unknown): void {
    this.console.info(message, ...rest(details));
  }

  warn(message: string, details?: unknown): void {
    this.console.warn(message, ...rest(details));
  }

  error(message: string, details?: unknown): void {
    this.console.error(message, ...rest(details));
  }
}

function rest(details: unknown): unknown[] {
  return details === undefined ? [] : [details];
}
