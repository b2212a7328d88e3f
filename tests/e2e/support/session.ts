import type { APIRequestContext, Page } from '@playwright/test';

export const DEMO = {
  password: 'portal-demo',
  admin: 'admin@acme.test',
  employee: 'employee@acme.test',
} as const;

/** Signs in through the API and puts the session into the browser's storage before the app starts. */
export async function signedInAs(page: Page, who: 'admin' | 'employee'): Promise<{ token: string; allowedApps: string[] }> {
  return withSession(page, await signIn(page.request, DEMO[who]));
}

/** Puts a session the API answered (a sign-in, a sign-up) into the browser's storage before the app starts. */
export async function withSession(page: Page, session: { token: string; allowedApps: string[] }): Promise<{ token: string; allowedApps: string[] }> {
  const encoded = Buffer.from(JSON.stringify(session.allowedApps), 'utf8').toString('base64');
  await page.addInitScript(
    ([token, apps]) => {
      // Only the portal's own window (a sandboxed frame may not touch storage), and only on the first load: a test
      // that signs out must stay signed out across reloads.
      if (window !== window.top || window.sessionStorage.getItem('e2e-seeded')) return;
      window.sessionStorage.setItem('e2e-seeded', '1');
      window.localStorage.setItem('loginToken', token!);
      window.localStorage.setItem('allowedApps', apps!);
    },
    [session.token, encoded],
  );
  return session;
}

/** Sheds a test may wait out, as the browser's client does: the server says when to come back. */
const SHED_ATTEMPTS = 4;

export async function signIn(request: APIRequestContext, email: string): Promise<{ token: string; allowedApps: string[] }> {
  for (let attempt = 1; ; attempt++) {
    const response = await request.post('/api/v1/auth/sign-in', { data: { email, password: DEMO.password } });
    if (response.ok()) return (await response.json()) as { token: string; allowedApps: string[] };
    const retryAfter = Number(response.headers()['retry-after']);
    if (response.status() !== 503 || !Number.isFinite(retryAfter) || attempt === SHED_ATTEMPTS) {
      throw new Error(`sign-in as ${email} failed: ${response.status()} ${await response.text()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  }
}

/**
 * The browser logs every answer of 503 as an error, even a shed one (Retry-After) that the client waits out and sends
 * again: on two cores shared with Chromium the server sheds now and then. The test's own steps prove the call went
 * through in the end.
 */
const SHED_ANSWER = /^Failed to load resource: the server responded with a status of 503\b/;

/** Collects console errors and page errors, so a test can assert that a page stayed clean. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !SHED_ANSWER.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
