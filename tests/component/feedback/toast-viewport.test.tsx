import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_CENTER, ToastCenter } from '../../../src/application/feedback/toast-center';
import type { ToastRequest } from '../../../src/domain/feedback/toast-options';
import { ToastViewport } from '../../../src/ui/feedback/toast-viewport';
import { fakeServices, renderWithProviders } from '../render-with-providers';

const silentLogger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };

function renderViewport(language: 'en' | 'de' = 'en') {
  const center = new ToastCenter(silentLogger);
  renderWithProviders(<ToastViewport />, { services: fakeServices([[TOAST_CENTER, center]]), language });
  const notify = (options: ToastRequest) => {
    let id: string | null = null;
    act(() => {
      id = center.notify(options);
    });
    return id;
  };
  return { center, notify };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('ToastViewport', () => {
  it('shows the message in the notifications region with a dismiss button', () => {
    const { notify } = renderViewport();
    notify({ message: 'Asset saved', type: 'positive' });

    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByText('Asset saved')).not.toBeNull();
    expect(within(region).getByRole('button', { name: 'Dismiss notification' })).not.toBeNull();
  });

  it('announces the kind of toast to screen readers, not by colour alone', () => {
    const { notify } = renderViewport();
    notify({ message: 'Disk almost full', type: 'warning' });
    expect(screen.getByText('Disk almost full').textContent).toBe('Warning: Disk almost full');
  });

  it('is dismissed from the keyboard', async () => {
    const user = userEvent.setup();
    const { notify } = renderViewport();
    notify({ message: 'Asset saved', timeout: 0 });

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dismiss notification' }));
    await user.keyboard('{Enter}');

    expect(screen.queryByText('Asset saved')).toBeNull();
  });

  it('shows nothing for wrong options', () => {
    const { notify } = renderViewport();
    notify({ message: 'Nowhere', position: 'middle' } as unknown as ToastRequest);
    expect(screen.queryByText('Nowhere')).toBeNull();
  });

  it('makes negative toasts alerts and leaves the others polite', () => {
    const { notify } = renderViewport();
    notify({ message: 'Saved', type: 'positive' });
    notify({ message: 'Could not save', type: 'negative' });

    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      expect.stringContaining('Could not save'),
    ]);
    expect(screen.getByRole('region', { name: 'Notifications' }).getAttribute('aria-live')).toBe('polite');
  });

  it('renders German strings for language de', () => {
    const { notify } = renderViewport('de');
    notify({ message: 'Gespeichert', type: 'negative' });

    const region = screen.getByRole('region', { name: 'Benachrichtigungen' });
    expect(within(region).getByRole('button', { name: 'Benachrichtigung schließen' })).not.toBeNull();
    expect(within(region).getByRole('alert').textContent).toContain('Fehler: Gespeichert');
  });

  describe('timing', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('dismisses itself after 5000 ms by default', () => {
      const { notify } = renderViewport();
      notify({ message: 'Asset saved' });

      wait(4999);
      expect(screen.queryByText('Asset saved')).not.toBeNull();
      wait(1);
      expect(screen.queryByText('Asset saved')).toBeNull();
    });

    it('stays until dismissed with timeout 0', () => {
      const { notify } = renderViewport();
      notify({ message: 'Read me', timeout: 0 });
      wait(60_000);
      expect(screen.queryByText('Read me')).not.toBeNull();
    });

    it('pauses while hovered and resumes with the time that was left', () => {
      const { notify } = renderViewport();
      notify({ message: 'Asset saved' });

      wait(3000);
      fireEvent.mouseEnter(screen.getByText('Asset saved'));
      wait(20_000);
      expect(screen.queryByText('Asset saved')).not.toBeNull();

      fireEvent.mouseLeave(screen.getByText('Asset saved'));
      wait(1999);
      expect(screen.queryByText('Asset saved')).not.toBeNull();
      wait(1);
      expect(screen.queryByText('Asset saved')).toBeNull();
    });

    it('pauses while focused and resumes when focus leaves', () => {
      const { notify } = renderViewport();
      notify({ message: 'Asset saved', timeout: 1000 });
      const dismiss = screen.getByRole('button', { name: 'Dismiss notification' });

      act(() => dismiss.focus());
      wait(20_000);
      expect(screen.queryByText('Asset saved')).not.toBeNull();

      act(() => dismiss.blur());
      wait(999);
      expect(screen.queryByText('Asset saved')).not.toBeNull();
      wait(1);
      expect(screen.queryByText('Asset saved')).toBeNull();
    });

    it('keeps an ongoing toast with its spinner until it is updated, then times it out', () => {
      const { center, notify } = renderViewport();
      const id = notify({ message: 'Uploading', type: 'ongoing', timeout: 1000 })!;

      wait(60_000);
      const message = screen.getByText('Uploading');
      expect(message.textContent).toBe('In progress: Uploading');
      expect(message.parentElement?.querySelector('.feedback-spinner')).not.toBeNull();

      act(() => center.update(id, { message: 'Uploaded', type: 'positive' }));
      expect(screen.queryByText('Uploading')).toBeNull();
      expect(screen.getByText('Uploaded').textContent).toBe('Success: Uploaded');
      wait(1000);
      expect(screen.queryByText('Uploaded')).toBeNull();
    });
  });
});
