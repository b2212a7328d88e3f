import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { Money, TimeText } from '../../../../ui/kit/display';
import { download } from '../../../../ui/kit/download';
import { FormError } from '../../../../ui/kit/form-error';
import { formatMonth } from '../../../../ui/kit/format';
import { PageHeader } from '../../../../ui/kit/page-header';
import { QueryView } from '../../../../ui/kit/query-view';
import { RecordTable, type RecordColumn } from '../../../../ui/kit/record-table';
import { SelectField } from '../../../../ui/kit/select-field';
import { StatCard } from '../../../../ui/kit/stat-card';
import { useSubmit } from '../../../../ui/kit/use-submit';
import type { CreditSpend, ExpensesFilter, TeamExpenses } from '../../application/ports/team-gateway';
import { teamPaths } from '../../domain/team-paths';
import { useExportExpenses, useTeam, useTeamExpenses } from '../queries/team';
import { ManagerPicker } from './team-parts';

/** The last two years' months, newest first, as `YYYY-MM`. */
function recentMonths(now: Date, count = 24): string[] {
  return Array.from({ length: count }, (_, back) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7));
}

function MonthName({ month }: { month: string }) {
  const { i18n } = useTranslation();
  return <time dateTime={month}>{formatMonth(month, i18n.language)}</time>;
}

function ExpensesView({ expenses }: { expenses: TeamExpenses }) {
  const { t } = useTranslation('people-team');
  const nameOf = new Map(expenses.people.map((person) => [person.id, person.name]));
  const { currency } = expenses;
  type Total = TeamExpenses['totals'][number] & { id: string };
  type MonthRow = TeamExpenses['months'][number] & { id: string };
  const totalColumns: RecordColumn<Total>[] = [
    { header: t('expenses.person'), cell: (row) => <Link href={teamPaths.credits(row.personId)}>{nameOf.get(row.personId)}</Link> },
    { header: t('expenses.orders'), cell: (row) => row.orders },
    { header: t('expenses.spent'), cell: (row) => <Money cents={row.spentMinor} currency={currency} /> },
  ];
  const monthColumns: RecordColumn<MonthRow>[] = [
    { header: t('expenses.month'), cell: (row) => <MonthName month={row.month} /> },
    { header: t('expenses.person'), cell: (row) => nameOf.get(row.personId) },
    { header: t('expenses.orders'), cell: (row) => row.orders },
    { header: t('expenses.spent'), cell: (row) => <Money cents={row.spentMinor} currency={currency} /> },
  ];
  const entryColumns: RecordColumn<CreditSpend>[] = [
    { header: t('spending.when'), cell: (spend) => <TimeText at={spend.at} /> },
    { header: t('expenses.person'), cell: (spend) => spend.person.name },
    {
      header: t('spending.order'),
      cell: (spend) => (spend.order ? <Link href={teamPaths.order(spend.order.kind, spend.order.id)}>{t('spending.orderNumber', { number: spend.order.number })}</Link> : null),
    },
    { header: t('spending.items'), wrap: true, cell: (spend) => spend.order?.lines.map((line) => t('spending.line', { quantity: line.quantity, name: line.name })).join(', ') ?? '' },
    { header: t('spending.amount'), cell: (spend) => <Money cents={-spend.amountMinor} currency={spend.currency} /> },
  ];
  return (
    <>
      <div className="stat-grid">
        <StatCard label={t('expenses.total')} value={<Money cents={expenses.totalMinor} currency={currency} />} />
        <StatCard label={t('expenses.spenders')} value={expenses.totals.length} />
        <StatCard label={t('expenses.orderCount')} value={expenses.totals.reduce((sum, total) => sum + total.orders, 0)} />
      </div>
      <section className="panel" aria-labelledby="expenses-people">
        <h2 id="expenses-people">{t('expenses.byPerson')}</h2>
        <RecordTable label={t('expenses.byPerson')} columns={totalColumns} rows={expenses.totals.map((row) => ({ ...row, id: row.personId }))} rowKey={(row) => row.id} />
      </section>
      <section className="panel" aria-labelledby="expenses-months">
        <h2 id="expenses-months">{t('expenses.byMonth')}</h2>
        <RecordTable label={t('expenses.byMonth')} columns={monthColumns} rows={expenses.months.map((row) => ({ ...row, id: `${row.personId}-${row.month}` }))} rowKey={(row) => row.id} />
      </section>
      <section className="panel" aria-labelledby="expenses-orders">
        <h2 id="expenses-orders">{t('expenses.orderList')}</h2>
        <RecordTable label={t('expenses.orderList')} columns={entryColumns} rows={expenses.entries} rowKey={(spend) => spend.id} />
      </section>
    </>
  );
}

/** team-suite/employees-expenses: what the team spent credits on, by person and month, in a period; CSV export. */
export default function EmployeesExpensesScreen() {
  const { t, i18n } = useTranslation('people-team');
  const months = useMemo(() => recentMonths(new Date()), []);
  const [from, setFrom] = useState(months[11]!);
  const [to, setTo] = useState('');
  const [managerId, setManagerId] = useState('');
  const filter: ExpensesFilter = { from, ...(to && { to }), ...(managerId && { managerId }) };
  const expenses = useTeamExpenses(filter);
  const team = useTeam('');
  const exportCsv = useExportExpenses();
  const exporting = useSubmit(async () => {
    const file = await exportCsv(filter);
    download(file.filename, file.content, file.contentType);
  });
  const backwards = Boolean(from && to && from > to);
  return (
    <section className="screen team" aria-labelledby="expenses-title">
      <PageHeader
        title={t('expenses.title')}
        titleId="expenses-title"
        lead={t('expenses.lead')}
        actions={
          <RippleButton className="button" isDisabled={exporting.pending || backwards} onPress={() => void exporting.onSubmit()}>
            {t('expenses.export')}
          </RippleButton>
        }
      />
      <FormError>{exporting.error}</FormError>
      <div className="team-filters" role="group" aria-label={t('expenses.period')}>
        <SelectField label={t('expenses.from')} value={from} onChange={setFrom} emptyLabel={t('expenses.anyMonth')}>
          {months.map((month) => (
            <option key={month} value={month}>
              {formatMonth(month, i18n.language)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('expenses.to')} value={to} onChange={setTo} emptyLabel={t('expenses.now')} error={backwards ? t('expenses.backwards') : undefined}>
          {months.map((month) => (
            <option key={month} value={month}>
              {formatMonth(month, i18n.language)}
            </option>
          ))}
        </SelectField>
        {team.data && team.data.managers.length > 0 && <ManagerPicker managers={team.data.managers} value={managerId} onChange={setManagerId} />}
      </div>
      <QueryView query={expenses} isEmpty={(data) => data.entries.length === 0} empty={t('expenses.empty')}>
        {(data) => <ExpensesView expenses={data} />}
      </QueryView>
    </section>
  );
}
