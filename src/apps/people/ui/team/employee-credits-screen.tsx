import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DayText, Money, TimeText } from '../../../../ui/kit/display';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { moneyInput, parseMoney } from '../../../../ui/kit/format';
import { NotesField } from '../../../../ui/kit/notes-field';
import { PageHeader } from '../../../../ui/kit/page-header';
import { QueryView } from '../../../../ui/kit/query-view';
import { RecordTable, type RecordColumn } from '../../../../ui/kit/record-table';
import { EmptyState } from '../../../../ui/kit/states';
import { StatCard } from '../../../../ui/kit/stat-card';
import { TextInput } from '../../../../ui/kit/text-input';
import { useSubmit } from '../../../../ui/kit/use-submit';
import { useUnsavedValues } from '../../../../ui/routing/use-unsaved-changes';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import type { BudgetChange, CreditBudget, CreditSpend, PersonCredits } from '../../application/ports/team-gateway';
import { budgetChangeNeedsApproval } from '../../domain/budget-change';
import { teamPaths } from '../../domain/team-paths';
import { usePersonCredits, useSetBudget } from '../queries/team';
import { ChangeStateBadge, DecideButtons } from './team-parts';

/** The new amount of the current budget; above the threshold it is asked, not set, and the form says so before. */
function BudgetForm({ credits }: { credits: PersonCredits }) {
  const { t } = useTranslation('people-team');
  const initial = moneyInput(credits.current?.amountMinor ?? null);
  const [amount, setAmount] = useState(initial);
  const [reason, setReason] = useState('');
  const [result, setResult] = useState<BudgetChange | null>(null);
  const save = useSetBudget(credits.person.id);
  const parsed = parseMoney(amount);
  const waiting = credits.changes.find((change) => change.state === 'pending');
  // What was last saved (or asked): leaving after that loses nothing.
  const [baseline, setBaseline] = useState({ amount: initial, reason: '' });
  const submit = useSubmit(async () => {
    if (parsed === undefined || parsed === null) return;
    setResult(await save.mutateAsync({ amountMinor: parsed, reason: reason.trim() || null }));
    setBaseline({ amount, reason: '' });
    setReason('');
  });
  useUnsavedValues({ amount, reason }, baseline, submit.pending);
  const asks = typeof parsed === 'number' && budgetChangeNeedsApproval(credits.current?.amountMinor ?? null, parsed, credits.approvalThresholdMinor);
  const amountError = parsed === undefined ? t('budget.invalidAmount') : submit.fieldError('amountMinor');
  return (
    <section className="panel" aria-labelledby="credits-change">
      <h2 id="credits-change">{t('budget.title')}</h2>
      {waiting ? (
        <div className="team-waiting" role="status">
          <p>
            {t('budget.waiting', { name: waiting.requestedBy.name })} <Money cents={waiting.amountMinor} currency={waiting.currency} />
          </p>
          {waiting.mayDecide && <DecideButtons change={waiting} />}
        </div>
      ) : (
        <Form onSubmit={(event) => void submit.onSubmit(event)} className="form team-budget-form">
          <TextInput
            label={t('budget.amount', { currency: credits.currency })}
            value={amount}
            onChange={setAmount}
            inputMode="decimal"
            isRequired
            error={amountError}
            description={asks ? t('budget.needsApproval') : t('budget.threshold', { amount: moneyInput(credits.approvalThresholdMinor) })}
          />
          <NotesField label={t('budget.reason')} value={reason} onChange={setReason} />
          <FormError>{submit.error}</FormError>
          <FormButtons pending={submit.pending} isDisabled={parsed === undefined || parsed === null} submitLabel={asks ? t('budget.ask') : t('budget.save')} />
        </Form>
      )}
      {result && (
        <p role="status" className="team-result">
          {result.state === 'pending' ? t('budget.asked') : t('budget.applied')}
        </p>
      )}
    </section>
  );
}

function SpendingTable({ spending }: { spending: readonly CreditSpend[] }) {
  const { t } = useTranslation('people-team');
  const columns: RecordColumn<CreditSpend>[] = [
    { header: t('spending.when'), cell: (spend) => <TimeText at={spend.at} /> },
    {
      header: t('spending.order'),
      cell: (spend) => (spend.order ? <Link href={teamPaths.order(spend.order.kind, spend.order.id)}>{t('spending.orderNumber', { number: spend.order.number })}</Link> : <span className="muted">{t('none')}</span>),
    },
    { header: t('spending.items'), cell: (spend) => spend.order?.lines.map((line) => t('spending.line', { quantity: line.quantity, name: line.name })).join(', ') ?? '' },
    { header: t('spending.kind'), cell: (spend) => (spend.amountMinor < 0 ? t('spending.spent') : t('spending.refunded')) },
    { header: t('spending.amount'), cell: (spend) => <Money cents={Math.abs(spend.amountMinor)} currency={spend.currency} /> },
  ];
  return <RecordTable label={t('spending.title')} columns={columns} rows={spending} rowKey={(spend) => spend.id} />;
}

function ChangesTable({ changes }: { changes: readonly BudgetChange[] }) {
  const { t } = useTranslation('people-team');
  const columns: RecordColumn<BudgetChange>[] = [
    { header: t('changes.when'), cell: (change) => <TimeText at={change.createdAt} /> },
    { header: t('changes.by'), cell: (change) => change.requestedBy.name },
    {
      header: t('changes.change'),
      cell: (change) => (
        <>
          <Money cents={change.previousMinor} currency={change.currency} /> → <Money cents={change.amountMinor} currency={change.currency} />
        </>
      ),
    },
    { header: t('changes.state'), cell: (change) => <ChangeStateBadge state={change.state} /> },
    {
      header: t('changes.decided'),
      cell: (change) =>
        change.decidedBy && change.decidedAt ? (
          <span>
            {change.decidedBy.name}, <TimeText at={change.decidedAt} />
          </span>
        ) : (
          <span className="muted">{t('none')}</span>
        ),
    },
    { header: t('changes.reason'), cell: (change) => change.reason ?? change.decisionNote ?? '' },
  ];
  return <RecordTable label={t('changes.title')} columns={columns} rows={changes} rowKey={(change) => change.id} />;
}

function PeriodsTable({ budgets }: { budgets: readonly CreditBudget[] }) {
  const { t } = useTranslation('people-team');
  const columns: RecordColumn<CreditBudget>[] = [
    {
      header: t('periods.period'),
      cell: (budget) => (
        <>
          <DayText day={budget.startsOn} /> – <DayText day={budget.endsOn} />
        </>
      ),
    },
    { header: t('periods.budget'), cell: (budget) => <Money cents={budget.amountMinor} currency={budget.currency} /> },
    { header: t('periods.spent'), cell: (budget) => <Money cents={budget.spentMinor} currency={budget.currency} /> },
    { header: t('periods.left'), cell: (budget) => <Money cents={budget.remainingMinor} currency={budget.currency} /> },
  ];
  return <RecordTable label={t('periods.title')} columns={columns} rows={budgets} rowKey={(budget) => budget.startsOn} />;
}

function CreditsView({ credits }: { credits: PersonCredits }) {
  const { t } = useTranslation('people-team');
  const { person, current } = credits;
  const facts = [t(`role.${person.role}`, { defaultValue: person.role }), person.team, person.manager && t('credits.managedBy', { name: person.manager.name })].filter(Boolean);
  return (
    <>
      <PageHeader title={t('credits.title', { name: person.name })} titleId="credits-title" lead={facts.join(' · ')} />
      {current ? (
        <div className="stat-grid">
          <StatCard label={t('stats.budget')} value={<Money cents={current.amountMinor} currency={current.currency} />} hint={<><DayText day={current.startsOn} /> – <DayText day={current.endsOn} /></>} />
          <StatCard label={t('stats.spent')} value={<Money cents={current.spentMinor} currency={current.currency} />} />
          <StatCard label={t('stats.left')} value={<Money cents={current.remainingMinor} currency={current.currency} />} tone={current.remainingMinor > 0 ? 'success' : 'warning'} />
        </div>
      ) : (
        <EmptyState title={t('credits.noBudget')}>{t('credits.noBudgetHint')}</EmptyState>
      )}
      <BudgetForm credits={credits} />
      <section className="panel" aria-labelledby="credits-spending">
        <h2 id="credits-spending">{t('spending.title')}</h2>
        {credits.spending.length === 0 ? <EmptyState>{t('spending.empty')}</EmptyState> : <SpendingTable spending={credits.spending} />}
      </section>
      <section className="panel" aria-labelledby="credits-changes">
        <h2 id="credits-changes">{t('changes.title')}</h2>
        {credits.changes.length === 0 ? <EmptyState>{t('changes.empty')}</EmptyState> : <ChangesTable changes={credits.changes} />}
      </section>
      {credits.budgets.length > 0 && (
        <section className="panel" aria-labelledby="credits-periods">
          <h2 id="credits-periods">{t('periods.title')}</h2>
          <PeriodsTable budgets={credits.budgets} />
        </section>
      )}
    </>
  );
}

/** team-suite/employee-credits/:id: one person's budget, its changes and what it paid for. */
export default function EmployeeCreditsScreen({ match }: ScreenProps) {
  const id = match.params.id ?? '';
  const credits = usePersonCredits(id);
  return (
    <section className="screen team" aria-labelledby="credits-title">
      <QueryView query={credits}>{(data) => <CreditsView key={data.person.id} credits={data} />}</QueryView>
    </section>
  );
}
