import { describe, expect, it, vi } from 'vitest';
import { ToastCenter } from '../../../src/application/feedback/toast-center';
import type { LoggerPort } from '../../../src/application/ports/logger-port';
import type { ToastRequest } from '../../../src/domain/feedback/toast-options';

// What an untyped caller (plain JS, data from elsewhere) might pass despite the types.
const unchecked = (options: unknown) => options as ToastRequest;

function fakeLogger(): LoggerPort {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

describe('ToastCenter', () => {
  it('shows a valid toast with defaults and returns its id', () => {
    const center = new ToastCenter(fakeLogger());
    const id = center.notify({ message: 'Saved', type: 'positive' });
    expect(id).not.toBeNull();
    expect(center.toasts()).toEqual([
      { id, message: 'Saved', type: 'positive', position: 'bottom', timeout: 5000, version: 1 },
    ]);
  });

  it('gives every toast its own id', () => {
    const center = new ToastCenter(fakeLogger());
    expect(center.notify({ message: 'a' })).not.toBe(center.notify({ message: 'b' }));
  });

  it.each([
    ['an unknown position', { message: 'Hi', position: 'middle' }, '"middle"'],
    ['a negative timeout', { message: 'Hi', timeout: -1 }, 'got -1'],
    ['a non-numeric timeout', { message: 'Hi', timeout: 'soon' }, 'got soon'],
  ])('logs an error naming the problem and shows nothing for %s', (_, options, named) => {
    const logger = fakeLogger();
    const center = new ToastCenter(logger);
    const listener = vi.fn();
    center.subscribe(listener);

    expect(center.notify(unchecked(options))).toBeNull();

    expect(center.toasts()).toEqual([]);
    expect(listener).not.toHaveBeenCalled();
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`^Toast not shown: .*${named}`)),
      expect.objectContaining({ options }),
    );
  });

  it('updates an ongoing toast in place, keeping its id and place', () => {
    const center = new ToastCenter(fakeLogger());
    center.notify({ message: 'First' });
    const id = center.notify({ message: 'Uploading', type: 'ongoing', position: 'top' })!;
    center.notify({ message: 'Last' });

    expect(center.update(id, { message: 'Uploaded', type: 'positive' })).toBe(true);

    expect(center.toasts().map((toast) => toast.message)).toEqual(['First', 'Uploaded', 'Last']);
    expect(center.toasts()[1]).toMatchObject({ id, type: 'positive', position: 'top', version: 2 });
  });

  it('rejects an invalid update with a logged error and leaves the toast as it was', () => {
    const logger = fakeLogger();
    const center = new ToastCenter(logger);
    const id = center.notify({ message: 'Working', type: 'ongoing' })!;
    const before = center.toasts();

    expect(center.update(id, unchecked({ position: 'nowhere' }))).toBe(false);

    expect(center.toasts()).toBe(before);
    expect(logger.error).toHaveBeenCalledOnce();
  });

  it('reports an update of a toast that is gone', () => {
    const center = new ToastCenter(fakeLogger());
    expect(center.update('toast-404', { message: 'x' })).toBe(false);
  });

  it('dismisses one toast and leaves the others', () => {
    const center = new ToastCenter(fakeLogger());
    const a = center.notify({ message: 'a' })!;
    center.notify({ message: 'b' });
    center.dismiss(a);
    expect(center.toasts().map((toast) => toast.message)).toEqual(['b']);
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const center = new ToastCenter(fakeLogger());
    const listener = vi.fn();
    const unsubscribe = center.subscribe(listener);

    const id = center.notify({ message: 'a' })!;
    center.update(id, { message: 'b' });
    center.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    center.notify({ message: 'c' });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('keeps the same snapshot while nothing changes, and does not notify for a no-op dismiss', () => {
    const center = new ToastCenter(fakeLogger());
    center.notify({ message: 'a' });
    const listener = vi.fn();
    center.subscribe(listener);
    const snapshot = center.toasts();

    center.dismiss('toast-404');

    expect(center.toasts()).toBe(snapshot);
    expect(listener).not.toHaveBeenCalled();
  });
});
