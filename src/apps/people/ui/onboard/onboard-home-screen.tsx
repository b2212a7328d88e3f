import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { withQuery } from '../../../../domain/routing/with-query';
import { DataTable, type Column } from '../../../../ui/kit/data-table';
import { formatDay } from '../../../../ui/kit/format';
import { ListSearch } from '../../../../ui/kit/list-search';
import { PageHeader } from '../../../../ui/kit/page-header';
import { QueryView } from '../../../../ui/kit/query-view';
import { useListState } from '../../../../ui/kit/use-list-state';
import type { Hire } from '../../application/ports/onboarding-gateway';
import { InvitationStatusBadge } from '../invitations/invitation-status-badge';
import { useHires } from '../queries/onboarding';
import { HirePanel } from './hire-panel';
import { HireProgress } from './hire-progress';
import { onboardPaths } from './onboard-paths';

const OPEN = 'hire';

function opening(path: string, search: string, id: string | undefined): string {
  const next = new URLSearchParams(search);
  if (id) next.set(OPEN, id);
  else next.delete(OPEN);
  return withQuery(path, next.toString());
}

function hireColumns(t: TFunction, language: string, href: (id: string) => string): Column<Hire>[] {
  return [
    {
      id: 'name',
      header: t('fields.name'),
      meta: { required: true },
      cell: ({ row }) => <Link href={href(row.original.id)}>{row.original.name ?? row.original.email}</Link>,
    },
    { id: 'startDay', header: t('fields.startDay'), meta: { required: true }, cell: ({ row }) => formatDay(row.original.startDay, language) },
    { id: 'progress', header: t('columns.progress'), meta: { required: true }, cell: ({ row }) => <HireProgress hire={row.original} compact /> },
    { id: 'status', header: t('columns.invitation'), cell: ({ row }) => <InvitationStatusBadge status={row.original.status} /> },
    { id: 'team', header: t('fields.team'), cell: ({ row }) => row.original.team ?? '—' },
    { id: 'manager', header: t('fields.manager'), cell: ({ row }) => row.original.manager?.name ?? '—' },
    { id: 'kit', header: t('columns.kit'), cell: ({ row }) => row.original.kit?.name ?? '—' },
  ];
}

/** onboard: the hires by start date with their progress; one opens above the list with its checklist and kit order. */
export default function OnboardHomeScreen() {
  const { t, i18n } = useTranslation('people-onboard');
  const [path] = useLocation();
  const search = useSearch();
  const controls = useListState([]);
  const hires = useHires(controls.request);
  const openId = new URLSearchParams(search).get(OPEN) ?? undefined;
  const columns = useMemo(() => hireColumns(t, i18n.language, (id) => opening(path, search, id)), [t, i18n.language, path, search]);
  return (
    <section className="screen people-onboard" aria-labelledby="onboard-title">
      <PageHeader
        title={t('home.title')}
        titleId="onboard-title"
        lead={t('home.lead')}
        actions={
          <>
            <Link href={onboardPaths.invitations} className="button">
              {t('home.invitations')}
            </Link>
            <Link href={onboardPaths.send} className="button button--primary">
              {t('home.invite')}
            </Link>
          </>
        }
      />
      {openId && <HirePanel id={openId} closeHref={opening(path, search, undefined)} />}
      <div className="list-toolbar">
        <ListSearch label={t('home.search')} controls={controls} />
      </div>
      <QueryView query={hires}>
        {(page) => (
          <DataTable
            label={t('home.tableLabel')}
            settingsKey="people-hires"
            columns={columns}
            page={page}
            controls={controls}
            rowLabel={(hire) => hire.name ?? hire.email}
            rowHref={(hire) => opening(path, search, hire.id)}
            empty={controls.narrowed ? t('home.noMatch') : t('home.empty')}
          />
        )}
      </QueryView>
    </section>
  );
}
