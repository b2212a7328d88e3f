/** How long a person's public link works unless the campaign says otherwise: the whole retrieval window and a margin. */
export const DEFAULT_LINK_DAYS = 45;
export const MAX_LINK_DAYS = 365;

type LinkState = 'active' | 'expired' | 'revoked';

interface LinkFacts {
  readonly expiresAt: Date;
  readonly revokedAt: Date | null;
}

/** Revoked wins over expired: the person is told the link was withdrawn rather than that it ran out. */
export function linkStateOf(link: LinkFacts, now: Date): LinkState {
  if (link.revokedAt) return 'revoked';
  return link.expiresAt.getTime() > now.getTime() ? 'active' : 'expired';
}

/**
 * Where each kind's person link opens (spec 2.1), the token as its last segment; a kind without a public page for
 * its people (Loop) has none, and its people get no link and no reminders.
 */
export const PUBLIC_LINK_PATHS: Readonly<Record<string, string | undefined>> = {
  recover: '/recover/help-with-return/',
  'refresh-buy': '/refresh-buy-diagnostic/',
};
