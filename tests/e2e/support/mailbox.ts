import { expect, type APIRequestContext } from '@playwright/test';

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly replyTo: string | null;
}

/** The development mailbox until one mail matches: mail goes out through the job worker, which looks every few seconds. */
export async function mailTo(request: APIRequestContext, to: string, matches: (mail: Mail) => boolean): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`);
      found = ((await answer.json()) as { items: Mail[] }).items.find(matches);
      return found !== undefined;
    }, { timeout: 30_000 })
    .toBe(true);
  return found!;
}
