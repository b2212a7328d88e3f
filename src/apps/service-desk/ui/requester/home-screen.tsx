import { FilePlus2, LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { TimeText } from '../../../../ui/kit/display';
import { StatCard } from '../../../../ui/kit/stat-card';
import { QueryView } from '../../../../ui/kit/query-view';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import type { RequesterSlug } from '../../domain/slug';
import type { StatusCategory } from '../../domain/ticket-status';
import { useDecideApproval, useMyTicketCounts, useMyTickets, usePendingApprovals } from '../queries/use-requester-tickets';
import { ApprovalDecision } from './approval-decision';
import { RequesterFrame } from './requester-frame';
import { deskPaths } from './requester-paths';
import { requesterSlugOf } from './requester-slug';
import { StatusBadge } from './ticket-badges';
import { formatNumber } from '../../../../ui/kit/format';

const RECENT = 5;

/** The app's home: the two ways to ask for help, my latest tickets, and the requests waiting for my decision. */
export default function HomeScreen({ match }: ScreenProps) {
  const { t } = useTranslation(['service-desk-requester', 'shell']);
  const slug = requesterSlugOf(match);
  const paths = deskPaths(slug);
  return (
    <RequesterFrame slug={slug} title={t(`shell:apps.${slug}`)} lead={t('home.lead')}>
      <div className="desk-start">
        <Link href={paths.requestService} className="surface surface--link desk-start__card">
          <FilePlus2 size={28} aria-hidden="true" />
          <span className="desk-start__title">{t('actions.requestService')}</span>
          <span className="muted">{t('home.requestHint')}</span>
        </Link>
        <Link href={paths.reportProblem} className="surface surface--link desk-start__card">
          <LifeBuoy size={28} aria-hidden="true" />
          <span className="desk-start__title">{t('actions.reportProblem')}</span>
          <span className="muted">{t('home.problemHint')}</span>
        </Link>
      </div>
      <OpenTicketCounts slug={slug} />
      <PendingApprovals slug={slug} />
      <RecentTickets slug={slug} />
    </RequesterFrame>
  );
}

/** The categories of tickets still being worked on, each counted and leading to my tickets filtered by it. */
const OPEN_CATEGORIES = ['new', 'open', 'pending'] as const satisfies readonly StatusCategory[];

function OpenTicketCounts({ slug }: { slug: RequesterSlug }) {
  const { t } = useTranslation('service-desk-requester');
  return (
    <section aria-labelledby="desk-open">
      <h2 id="desk-open" className="visually-hidden">
        {t('home.open')}
      </h2>
      <div className="stat-grid">
        {OPEN_CATEGORIES.map((category) => (
          <OpenTicketCount key={category} slug={slug} category={category} />
        ))}
      </div>
    </section>
  );
}

function OpenTicketCount({ slug, category }: { slug: RequesterSlug; category: StatusCategory }) {
  const { t, i18n } = useTranslation('service-desk');
  const counts = useMyTicketCounts(slug);
  const count = counts.data ? formatNumber(counts.data[category], i18n.language) : '…';
  return <StatCard label={t(`statusCategory.${category}`)} value={count} href={`${deskPaths(slug).myTickets}?statusCategory=${category}`} />;
}

function RecentTickets({ slug }: { slug: RequesterSlug }) {
  const { t } = useTranslation('service-desk-requester');
  const paths = deskPaths(slug);
  const tickets = useMyTickets(slug, { page: 1, pageSize: RECENT, sort: '-updatedAt' });
  return (
    <section className="panel desk-panel" aria-labelledby="desk-recent">
      <div className="desk-panel__head">
        <h2 id="desk-recent">{t('home.recent')}</h2>
        <Link href={paths.myTickets}>{t('home.allTickets')}</Link>
      </div>
      <QueryView query={tickets} isEmpty={(page) => page.items.length === 0} empty={t('home.noTickets')}>
        {(page) => (
          <ul className="desk-ticket-list">
            {page.items.map((ticket) => (
              <li key={ticket.id}>
                <Link href={paths.ticket(ticket.id)}>
                  {ticket.reference} · {ticket.subject}
                </Link>
                <StatusBadge status={ticket.status} />
                <span className="muted">
                  <TimeText at={ticket.updatedAt} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

/** Shown only to someone who has requests to decide. */
function PendingApprovals({ slug }: { slug: RequesterSlug }) {
  const { t } = useTranslation('service-desk-requester');
  const approvals = usePendingApprovals(slug);
  const decide = useDecideApproval(slug);
  if (approvals.data?.items.length === 0) return null;
  return (
    <section className="panel desk-panel" aria-labelledby="desk-approvals">
      <h2 id="desk-approvals">{t('home.approvals')}</h2>
      <QueryView query={approvals}>
        {({ items }) => (
          <ul className="desk-ticket-list">
            {items.map((pending) => (
              <li key={pending.ticket.id}>
                <span>
                  <strong>{pending.ticket.reference}</strong> · {pending.ticket.subject}
                  <br />
                  <span className="muted">
                    {t('home.requestedBy', { name: pending.requester.name })} · <TimeText at={pending.requestedAt} />
                  </span>
                </span>
                <ApprovalDecision subject={pending.ticket.subject} decide={(vote) => decide.mutateAsync({ id: pending.ticket.id, ...vote })} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
