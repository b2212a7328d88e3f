import {
  validateToastOptions,
  validateToastPatch,
  type ToastOptions,
  type ToastRequest,
} from '../../domain/feedback/toast-options';
import type { LoggerPort } from '../ports/logger-port';
import { createListeners } from './listeners';

type ToastId = string;

export interface Toast extends ToastOptions {
  readonly id: ToastId;
  /** Grows with every update, so a viewer can restart the toast's timeout when it changes. */
  readonly version: number;
}

/**
 * Every toast on screen, reachable from anywhere. Wrong options are a programming error: they are
 * logged and nothing is shown (spec 8), so a caller never needs to handle a failure.
 */
export class ToastCenter {
  private list: readonly Toast[] = [];
  private nextId = 1;
  private readonly listeners = createListeners();

  constructor(private readonly logger: LoggerPort) {}

  /** Shows a toast; returns its id, or null if the options were rejected. */
  notify(options: ToastRequest): ToastId | null {
    const result = validateToastOptions(options);
    if (!result.ok) {
      this.logger.error(`Toast not shown: ${result.problems.join('; ')}`, { options });
      return null;
    }
    const toast: Toast = { ...result.value, id: `toast-${this.nextId++}`, version: 1 };
    this.replace([...this.list, toast]);
    return toast.id;
  }

  /** Changes a shown toast in place (e.g. ongoing work turned positive); false if it is gone or the patch is invalid. */
  update(id: ToastId, patch: Partial<ToastRequest>): boolean {
    const current = this.list.find((toast) => toast.id === id);
    if (!current) return false;
    const result = validateToastPatch(patch);
    if (!result.ok) {
      this.logger.error(`Toast not updated: ${result.problems.join('; ')}`, { id, patch });
      return false;
    }
    const updated: Toast = { ...current, ...result.value, version: current.version + 1 };
    this.replace(this.list.map((toast) => (toast === current ? updated : toast)));
    return true;
  }

  dismiss(id: ToastId): void {
    const remaining = this.list.filter((toast) => toast.id !== id);
    if (remaining.length !== this.list.length) this.replace(remaining);
  }

  /** The toasts in the order they were shown; the same array until something changes. */
  toasts(): readonly Toast[] {
    return this.list;
  }

  subscribe(listener: () => void): () => void {
    return this.listeners.subscribe(listener);
  }

  private replace(list: readonly Toast[]): void {
    this.list = list;
    this.listeners.emit();
  }
}

export const TOAST_CENTER = Symbol.for('ToastCenter');
