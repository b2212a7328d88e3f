import type { Repositories } from '../repositories';
import { hashToken, newToken } from '../security/tokens';

/** Long enough to open the link after reading the log; a stale line is worth nothing after that. */
export const SETUP_LINK_TTL_MINUTES = 60;

export interface SetupLink {
  readonly url: string;
  readonly expiresAt: Date;
}

/** The sign-up page with a one-time token that founds the first organisation; only the token's hash is stored. */
export async function issueSetupLink(repos: Repositories, publicUrl: string, now: Date): Promise<SetupLink> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SETUP_LINK_TTL_MINUTES * 60_000);
  await repos.setupTokens.create(hashToken(token), expiresAt, now);
  return { url: `${publicUrl}/signup?${new URLSearchParams({ setup: token })}`, expiresAt };
}
