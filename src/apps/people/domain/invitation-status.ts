/** What the invitation list filters by: an invitation's state as its invitee would meet it today. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** The states kept on the row; `expired` is never kept, it is a pending one past its date. */
export type KeptInvitationStatus = Exclude<InvitationStatus, 'expired'>;

/** How long a link works unless the inviter says otherwise, and the most they may say. */
export const DEFAULT_INVITATION_DAYS = 14;
export const MAX_INVITATION_DAYS = 90;

/** The state shown: a pending invitation whose date has passed is expired, whatever its row says. */
export function invitationStatus(kept: KeptInvitationStatus, expiresAt: Date, now: Date): InvitationStatus {
  return kept === 'pending' && expiresAt.getTime() <= now.getTime() ? 'expired' : kept;
}

/** Only a pending, unexpired link opens its page or takes an acceptance; every other one is as good as unknown. */
export const isOpenInvitation = (kept: KeptInvitationStatus, expiresAt: Date, now: Date) => invitationStatus(kept, expiresAt, now) === 'pending';

/** A resend gives a new link (the old one dies): allowed while pending or expired, never once accepted or revoked. */
export const canResend = (status: InvitationStatus) => status === 'pending' || status === 'expired';
export const canRevoke = (status: InvitationStatus) => status === 'pending' || status === 'expired';

/** The roles an inviter may give: an admin any below owner, anyone else none above their own. */
const RANK = { employee: 0, agent: 1, manager: 1, admin: 2, owner: 3 } as const;
export type InvitableRole = keyof typeof RANK;
export function mayInviteAs(inviter: InvitableRole, role: InvitableRole): boolean {
  if (role === 'owner') return false;
  if (inviter === 'owner' || inviter === 'admin') return true;
  return role !== 'admin' && RANK[role] <= RANK[inviter];
}
