import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '../../../../ui/kit/badge';
import { Money, TimeText } from '../../../../ui/kit/display';
import { PageHeader } from '../../../../ui/kit/page-header';
import { QueryView } from '../../../../ui/kit/query-view';
import { RecordTable, type RecordColumn } from '../../../../ui/kit/record-table';
import { StatCard } from '../../../../ui/kit/stat-card';
import type { BudgetChange, Team, TeamMember } from '../../application/ports/team-gateway';
import { teamPaths } from '../../domain/team-paths';
import { useTeam } from '../queries/team';
import { DecideButtons, ManagerPicker } from './team-parts';

function AwaitingDecision({ changes }: { changes: readonly BudgetChange[] }) {
  const { t } = useTranslation('people-team');
  const columns: RecordColumn<BudgetChange>[] = [
    { header: t('awaiting.person'), cell: (change) => <Link href={teamPaths.credits(change.person.id)}>{change.person.name}</Link> },
    {
      header: t('awaiting.change'),
      cell: (change) => (
        <>
          <Money cents={change.previousMinor} currency={change.currency} /> → <Money cents={change.amountMinor} currency={change.currency} />
        </>
      ),
    },
    { header: t('awaiting.requestedBy'), cell: (change) => change.requestedBy.name },
    { header: t('awaiting.reason'), cell: (change) => change.reason ?? <span className="muted">{t('none')}</span> },
    { header: t('awaiting.when'), cell: (change) => <TimeText at={change.createdAt} relative /> },
    { header: t('awaiting.decide'), hiddenHeader: true, cell: (change) => (change.mayDecide ? <DecideButtons change={change} /> : null) },
  ];
  return (
    <section className="panel" aria-labelledby="team-awaiting">
      <h2 id="team-awaiting">{t('awaiting.title', { count: changes.length })}</h2>
      <RecordTable label={t('awaiting.title', { count: changes.length })} columns={columns} rows={changes} rowKey={(change) => change.id} />
    </section>
  );
}

function TeamTable({ team }: { team: Team }) {
  const { t } = useTranslation('people-team');
  const columns: RecordColumn<TeamMember>[] = [
    {
      header: t('members.name'),
      cell: (member) => (
        // The tree reads as indentation: a report sits one step right of their manager.
        <span className="team-member" style={{ paddingInlineStart: `${(member.depth - 1) * 1.25}rem` }}>
          <Link href={teamPaths.credits(member.id)}>{member.name}</Link>
          <span className="muted team-member__email">{member.email}</span>
        </span>
      ),
    },
    { header: t('members.role'), cell: (member) => t(`role.${member.role}`, { defaultValue: member.role }) },
    { header: t('members.team'), cell: (member) => member.team ?? <span className="muted">{t('none')}</span> },
    { header: t('members.location'), cell: (member) => member.location?.name ?? <span className="muted">{t('none')}</span> },
    {
      header: t('members.devices'),
      wrap: true,
      cell: (member) =>
        member.devices.length === 0 ? (
          <span className="muted">{t('members.noDevices')}</span>
        ) : (
          <span title={member.devices.map((device) => `${device.assetTag} ${device.model}`).join('\n')}>
            {t('members.deviceCount', { count: member.devices.length })}
            <span className="muted team-member__devices">{member.devices.map((device) => device.model).join(', ')}</span>
          </span>
        ),
    },
    {
      header: t('members.credits'),
      cell: (member) =>
        member.credits ? (
          <span className="team-credits">
            <Money cents={member.credits.remainingMinor} currency={member.credits.currency} />
            <span className="muted">
              {t('members.ofBudget')} <Money cents={member.credits.amountMinor} currency={member.credits.currency} />
            </span>
            {member.pendingChangeId && <Badge tone="warning">{t('members.pending')}</Badge>}
          </span>
        ) : (
          <span className="muted">{t('members.noBudget')}</span>
        ),
    },
  ];
  return <RecordTable label={t('members.label')} columns={columns} rows={team.members} rowKey={(member) => member.id} />;
}

/** team-suite: the manager's team (reports and their reports) with devices and credits, and the changes awaiting them. */
export default function TeamHomeScreen() {
  const { t } = useTranslation('people-team');
  const [managerId, setManagerId] = useState('');
  const team = useTeam(managerId);
  const members = team.data?.members ?? [];
  const sum = (pick: (credits: NonNullable<TeamMember['credits']>) => number) => members.reduce((total, member) => total + (member.credits ? pick(member.credits) : 0), 0);
  const currency = team.data?.currency;
  return (
    <section className="screen team" aria-labelledby="team-title">
      <PageHeader
        title={team.data?.scope === 'organisation' ? t('home.organisationTitle') : t('home.title')}
        titleId="team-title"
        lead={team.data?.manager && team.data.scope === 'team' ? t('home.leadOf', { name: team.data.manager.name }) : t('home.lead')}
        actions={
          <>
            <Link href={teamPaths.expenses()} className="button">
              {t('home.expenses')}
            </Link>
            <Link href={teamPaths.invite()} className="button button--primary">
              {t('home.invite')}
            </Link>
          </>
        }
      />
      {team.data && team.data.managers.length > 0 && (
        <div className="team-filters">
          <ManagerPicker managers={team.data.managers} value={managerId} onChange={setManagerId} />
        </div>
      )}
      {team.data && team.data.awaitingDecision.length > 0 && <AwaitingDecision changes={team.data.awaitingDecision} />}
      {members.length > 0 && (
        <div className="stat-grid">
          <StatCard label={t('stats.people')} value={members.length} />
          <StatCard label={t('stats.budget')} value={<Money cents={sum((credits) => credits.amountMinor)} {...(currency && { currency })} />} />
          <StatCard label={t('stats.spent')} value={<Money cents={sum((credits) => credits.spentMinor)} {...(currency && { currency })} />} />
          <StatCard label={t('stats.left')} value={<Money cents={sum((credits) => credits.remainingMinor)} {...(currency && { currency })} />} />
        </div>
      )}
      <section className="panel" aria-labelledby="team-members">
        <h2 id="team-members">{t('members.title')}</h2>
        <QueryView query={team} isEmpty={(data) => data.members.length === 0} empty={t('members.empty')}>
          {(data) => <TeamTable team={data} />}
        </QueryView>
      </section>
    </section>
  );
}
