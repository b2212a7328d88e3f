import { describe, expect, it, vi } from 'vitest';
import { listenForTraceDownload } from '../../../src/adapters/recording/trace-download-shortcut';

function keyTarget() {
  const target = new EventTarget();
  const press = (init: KeyboardEventInit) => {
    const event = Object.assign(new Event('keydown', { cancelable: true }), { altKey: false, shiftKey: false, ctrlKey: false, metaKey: false, ...init });
    target.dispatchEvent(event);
    return event;
  };
  return { target: target as unknown as Window, press };
}

describe('the trace download shortcut', () => {
  it('downloads on Ctrl+Alt+Shift+T, and on ⌘⌥⇧T, and keeps the browser from acting on it', () => {
    const { target, press } = keyTarget();
    const recorder = { download: vi.fn() };
    listenForTraceDownload(target, recorder);
    expect(press({ code: 'KeyT', ctrlKey: true, altKey: true, shiftKey: true }).defaultPrevented).toBe(true);
    press({ code: 'KeyT', metaKey: true, altKey: true, shiftKey: true });
    expect(recorder.download).toHaveBeenCalledTimes(2);
  });

  it('leaves other keys alone, and stops when asked', () => {
    const { target, press } = keyTarget();
    const recorder = { download: vi.fn() };
    const stop = listenForTraceDownload(target, recorder);
    expect(press({ code: 'KeyT', ctrlKey: true, shiftKey: true }).defaultPrevented).toBe(false);
    press({ code: 'KeyR', ctrlKey: true, altKey: true, shiftKey: true });
    stop();
    press({ code: 'KeyT', ctrlKey: true, altKey: true, shiftKey: true });
    expect(recorder.download).not.toHaveBeenCalled();
  });
});
