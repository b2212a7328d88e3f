import userEvent from '@testing-library/user-event';

/** The first render waits for a lazily loaded screen and its catalogue, slower than the 1 s findBy default under load. */
export const SCREEN_LOAD = { timeout: 5_000 };

/** These tests click through whole screens over the mock API. */
export const SLOW = { timeout: 20_000 };

/** Enters text as one paste: typing key by key re-renders the whole portal per key, which is slow in jsdom. */
export async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}
