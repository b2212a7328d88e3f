import { useTranslation } from 'react-i18next';
import type { PersonSummaryLine } from '../../../../domain/person-summary';
import { formatMoney, formatNumber } from '../../../../ui/kit/format';
import { QueryView } from '../../../../ui/kit/query-view';
import { StatCard } from '../../../../ui/kit/stat-card';
import { usePersonSummary } from '../queries/use-people';

/** The figure of a line: a balance, or a count with how many are still open (running, for campaigns). */
function useFigure() {
  const { t, i18n } = useTranslation('manage-people');
  return (line: PersonSummaryLine) => {
    if (line.amountMinor !== null) return formatMoney(line.amountMinor, i18n.language, line.currency ?? undefined);
    const number = formatNumber(line.count ?? 0, i18n.language);
    if (line.open === null) return number;
    return t(line.key === 'campaigns' ? 'summary.running' : 'summary.open', { number, open: formatNumber(line.open, i18n.language) });
  };
}

/**
 * What the other apps know of a person (their tickets, orders, wallet, credits and campaigns), each as the app that
 * keeps it counts it, leading to that app's page of them.
 */
export function PersonSummary({ id }: { id: string }) {
  const { t } = useTranslation(['manage-people', 'shell']);
  const summary = usePersonSummary(id);
  const figure = useFigure();
  return (
    <section className="panel" aria-labelledby="person-summary">
      <h2 id="person-summary">{t('summary.title')}</h2>
      <QueryView query={summary} isEmpty={(data) => data.lines.length === 0} empty={t('summary.empty')}>
        {(data) => (
          <div className="stat-grid person-summary">
            {data.lines.map((line) => (
              <StatCard
                key={line.key}
                label={t(`summary.key.${line.key}`)}
                value={figure(line)}
                hint={t(`shell:apps.${line.appSlug}`, { defaultValue: line.appSlug })}
                {...(line.href !== null && { href: line.href })}
              />
            ))}
          </div>
        )}
      </QueryView>
    </section>
  );
}
