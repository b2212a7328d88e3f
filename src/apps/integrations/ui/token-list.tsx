import { useTranslation } from 'react-i18next';
import { Badge, type Tone } from '../../../ui/kit/badge';
import { ConfirmAction } from '../../../ui/kit/confirm-action';
import { formatTimestamp } from '../../../ui/kit/format';
import { RecordTable } from '../../../ui/kit/record-table';
import { EmptyState } from '../../../ui/kit/states';
import type { ApiToken } from '../application/ports/tokens-gateway';
import type { TokenStatus } from '../domain/token-scopes';
import { useRevokeApiToken } from './queries/tokens';

const TONES: Record<TokenStatus, Tone> = { active: 'success', expired: 'warning', revoked: 'neutral' };

/** The tokens as a table that turns into cards on a phone; an active one is revoked after a question. */
export function TokenList({ tokens }: { tokens: readonly ApiToken[] }) {
  const { t, i18n } = useTranslation('integrations-tokens');
  const { t: shell } = useTranslation('shell');
  const revoke = useRevokeApiToken();
  const when = (at: string | null, none: string) => (at ? formatTimestamp(at, i18n.language) : none);
  const scopeLabel = (scope: string) => {
    if (scope === 'scim') return t('scopes.scim');
    const [slug, access] = scope.split(':');
    return t(`scopes.${access === 'write' ? 'write' : 'read'}`, { app: shell(`apps.${slug}`, { defaultValue: slug }) });
  };
  if (tokens.length === 0) return <EmptyState title={t('list.emptyTitle')}>{t('list.empty')}</EmptyState>;
  return (
    <RecordTable
      label={t('list.label')}
      rows={tokens}
      rowKey={(token) => token.id}
      columns={[
        { header: t('columns.name'), cell: (token) => <strong>{token.name}</strong> },
        { wrap: true, header: t('columns.scopes'), cell: (token) => token.scopes.map(scopeLabel).join(', ') },
        { header: t('columns.prefix'), cell: (token) => <code>{token.prefix}…</code> },
        { wrap: true, header: t('columns.created'), cell: (token) => `${when(token.createdAt, '')}${token.createdBy ? ` · ${token.createdBy.name}` : ''}` },
        { wrap: true, header: t('columns.expires'), cell: (token) => when(token.expiresAt, t('list.never')) },
        { wrap: true, header: t('columns.lastUsed'), cell: (token) => when(token.lastUsedAt, t('list.notUsed')) },
        { header: t('columns.status'), cell: (token) => <Badge tone={TONES[token.status]}>{t(`status.${token.status}`)}</Badge> },
        {
          header: t('columns.actions'),
          hiddenHeader: true,
          cell: (token) =>
            token.status === 'active' ? (
              <ConfirmAction
                label={t('revoke.action')}
                ariaLabel={t('revoke.actionFor', { name: token.name })}
                title={t('revoke.title', { name: token.name })}
                confirmLabel={t('revoke.confirm')}
                destructive
                onConfirm={() => revoke.mutateAsync(token.id)}
              >
                {t('revoke.text')}
              </ConfirmAction>
            ) : null,
        },
      ]}
    />
  );
}
