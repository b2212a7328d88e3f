import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScreenShown } from '../screen-shown';

describe('ScreenShown', () => {
  it('tells once the screen is shown, and leaves whatever the callback returns alone when the screen goes', () => {
    // The portal's callback schedules work and may hand back a timer's id: React must not call that as a cleanup.
    const onShown = vi.fn(() => 42 as unknown as void);
    const { unmount } = render(<ScreenShown onShown={onShown} />);
    expect(onShown).toHaveBeenCalledTimes(1);
    expect(() => unmount()).not.toThrow();
  });
});
