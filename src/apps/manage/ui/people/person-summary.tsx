import { useTranslation } from 'react-i18next';
import type { PersonSummaryLine } from '../../../../domain/person-summary';
import { formatMoney, formatNumber } from '../../../../ui/kit/format';
import { QueryView } from '../../../../ui/kit/query-view';
import { StatCard } from '../../../../ui/kit/stat-card';
import { usePersonSummary } from '../queries/use-people';

/**
 * A line as a stat: its balance or count as the figure, and under it how many are still open (running, for
 * campaigns) and the app it leads to, unless the app is named as the line is.
 */
function useStat() {
  const { t, i18n } = useTranslation(['manage-people', 'shell']);
  return (line: PersonSummaryLine) => {
    const label = t(`summary.key.${line.key}`);
    const value = line.amountMinor !== null ? formatMoney(line.amountMinor, i18n.language, line.currency ?? undefined) : formatNumber(line.count ?? 0, i18n.language);
    const open = line.open === null ? null : t(line.key === 'campaigns' ? 'summary.running' : 'summary.open', { open: formatNumber(line.open, i18n.language) });
    const app = t(`shell:apps.${line.appSlug}`, { defaultValue: line.appSlug });
    const hint = [open, app === label ? null : app].filter(Boolean).join(' · ');
    return { label, value, hint, ...(line.href !== null && { href: line.href }) };
  };
}

/**
 * What the other apps know of a person (their tickets, orders, wallet, credits and campaigns), each as the app that
 * keeps it counts it, leading to that app's page of them.
 */
export function PersonSummary({ id }: { id: string }) {
  const { t } = useTranslation('manage-people');
  const summary = usePersonSummary(id);
  const stat = useStat();
  return (
    <section className="panel" aria-labelledby="person-summary">
      <h2 id="person-summary">{t('summary.title')}</h2>
      <QueryView query={summary} isEmpty={(data) => data.lines.length === 0} empty={t('summary.empty')}>
        {(data) => (
          <div className="stat-grid">
            {data.lines.map((line) => (
              <StatCard key={line.key} {...stat(line)} />
            ))}
          </div>
        )}
      </QueryView>
    </section>
  );
}
