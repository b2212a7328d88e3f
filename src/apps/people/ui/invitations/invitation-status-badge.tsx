import { useTranslation } from 'react-i18next';
import { Badge, type Tone } from '../../../../ui/kit/badge';
import type { InvitationStatus } from '../../domain/invitation-status';

const TONES: Record<InvitationStatus, Tone> = { pending: 'info', accepted: 'success', expired: 'warning', revoked: 'neutral' };

export function InvitationStatusBadge({ status }: { status: InvitationStatus }) {
  const { t } = useTranslation('people-invitations');
  return <Badge tone={TONES[status]}>{t(`statuses.${status}`)}</Badge>;
}
