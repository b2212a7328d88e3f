import type { LoggerPort } from '../../../src/application/ports/logger-port';

export type Level = keyof LoggerPort;

/** A LoggerPort that keeps every line, so tests can assert what was logged. */
export class RecordingLogger implements LoggerPort {
  readonly lines: { level: Level; message: string; details?: unknown }[] = [];

  debug(message: string, details?: unknown) {
    this.lines.push({ level: 'debug', message, details });
  }
  info(message: string, details?: unknown) {
    this.lines.push({ level: 'info', message, details });
  }
  warn(message: string, details?: unknown) {
    this.lines.push({ level: 'warn', message, details });
  }
  error(message: string, details?: unknown) {
    this.lines.push({ level: 'error', message, details });
  }

  at(level: Level): string[] {
    return this.lines.filter((line) => line.level === level).map((line) => line.message);
  }
}
