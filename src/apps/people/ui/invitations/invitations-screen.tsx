import { useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { ConfirmAction } from '../../../../ui/kit/confirm-action';
import { DataTable, type Column } from '../../../../ui/kit/data-table';
import { formatTimestamp } from '../../../../ui/kit/format';
import { ListFilter } from '../../../../ui/kit/list-filter';
import { ListSearch } from '../../../../ui/kit/list-search';
import { PageHeader } from '../../../../ui/kit/page-header';
import { QueryView } from '../../../../ui/kit/query-view';
import { useListState, type ListControls } from '../../../../ui/kit/use-list-state';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import type { Invitation, InvitationQuery } from '../../application/ports/onboarding-gateway';
import { canResend, canRevoke, INVITATION_STATUSES } from '../../domain/invitation-status';
import { onboardPaths } from '../onboard/onboard-paths';
import { useInvitations, useResend, useRevoke } from '../queries/onboarding';
import { InvitationStatusBadge } from './invitation-status-badge';

const FILTERS = ['status'] as const;

function queryOf(controls: ListControls): InvitationQuery {
  const { page, pageSize, q } = controls.request;
  const status = INVITATION_STATUSES.find((each) => each === controls.state.filters.status);
  return { page, pageSize, ...(q && { q }), ...(status && { status }) };
}

const who = (invitation: Invitation) => invitation.name ?? invitation.email;

function InvitationActions({ invitation, onDone }: { invitation: Invitation; onDone: (message: string) => void }) {
  const { t } = useTranslation('people-invitations');
  const resend = useResend();
  const revoke = useRevoke();
  return (
    <div className="people-row-actions">
      {canResend(invitation.status) && (
        <RippleButton
          className="button"
          aria-label={t('list.resendFor', { who: who(invitation) })}
          isPending={resend.isPending}
          onPress={() => void resend.mutateAsync([invitation.id, invitation.version]).then(() => onDone(t('list.resent', { who: who(invitation) })), () => onDone(t('list.failed')))}
        >
          {t('list.resend')}
        </RippleButton>
      )}
      {canRevoke(invitation.status) && (
        <ConfirmAction
          label={t('list.revoke')}
          ariaLabel={t('list.revokeFor', { who: who(invitation) })}
          title={t('list.revokeTitle', { who: who(invitation) })}
          confirmLabel={t('list.revoke')}
          destructive
          onConfirm={async () => {
            await revoke.mutateAsync([invitation.id, invitation.version]);
            onDone(t('list.revoked', { who: who(invitation) }));
          }}
        >
          {t('list.revokeBody')}
        </ConfirmAction>
      )}
    </div>
  );
}

function invitationColumns(t: TFunction, language: string, onDone: (message: string) => void): Column<Invitation>[] {
  return [
    { id: 'email', header: t('fields.email'), meta: { required: true }, cell: ({ row }) => (row.original.name ? `${row.original.name} · ${row.original.email}` : row.original.email) },
    { id: 'status', header: t('columns.status'), meta: { required: true }, cell: ({ row }) => <InvitationStatusBadge status={row.original.status} /> },
    { id: 'role', header: t('fields.role'), cell: ({ row }) => t(`roles.${row.original.role}`, { defaultValue: row.original.role }) },
    { id: 'team', header: t('fields.team'), cell: ({ row }) => row.original.team ?? '—' },
    { id: 'expiresAt', header: t('columns.expires'), cell: ({ row }) => formatTimestamp(row.original.expiresAt, language) },
    { id: 'invitedBy', header: t('columns.invitedBy'), cell: ({ row }) => row.original.invitedBy?.name ?? '—' },
    { id: 'actions', header: t('columns.actions'), meta: { required: true }, cell: ({ row }) => <InvitationActions invitation={row.original} onDone={onDone} /> },
  ];
}

/** onboard/invitations: every invitation by status, with resend (a new link) and revoke. */
export default function InvitationsScreen() {
  const { t, i18n } = useTranslation('people-invitations');
  const sent = new URLSearchParams(useSearch()).get('sent');
  const [message, setMessage] = useState<string | null>(sent ? t('list.sent', { who: sent }) : null);
  const controls = useListState(FILTERS);
  const invitations = useInvitations(queryOf(controls));
  const columns = useMemo(() => invitationColumns(t, i18n.language, setMessage), [t, i18n.language]);
  return (
    <section className="screen people-onboard" aria-labelledby="invitations-title">
      <PageHeader
        title={t('list.title')}
        titleId="invitations-title"
        lead={t('list.lead')}
        actions={
          <Link href={onboardPaths.send} className="button button--primary">
            {t('send.title')}
          </Link>
        }
      />
      <p role="status" className="people-status">
        {message}
      </p>
      <div className="list-toolbar">
        <ListSearch label={t('list.search')} controls={controls} />
        <ListFilter label={t('columns.status')} name="status" anyLabel={t('list.anyStatus')} options={INVITATION_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))} controls={controls} />
      </div>
      <QueryView query={invitations}>
        {(page) => (
          <DataTable
            label={t('list.tableLabel')}
            settingsKey="people-invitations"
            columns={columns}
            page={page}
            controls={controls}
            rowLabel={who}
            empty={controls.narrowed ? t('list.noMatch') : t('list.empty')}
          />
        )}
      </QueryView>
    </section>
  );
}
