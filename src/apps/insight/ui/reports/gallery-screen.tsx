import { ChevronRight, Laptop, Leaf, LifeBuoy, Megaphone, Wallet, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { PageHeader } from '../../../../ui/kit/page-header';
import { reportsByGroup, type ReportGroup } from '../../domain/reports/report-gallery';
import { SavedReportsList } from '../saved/saved-reports-list';
import { reportHref, reportPath } from './report-paths';

const ICONS: Readonly<Record<ReportGroup, LucideIcon>> = { fleet: Laptop, spend: Wallet, 'service-desk': LifeBuoy, campaigns: Megaphone, emissions: Leaf };

/**
 * /apps/insights-center: the saved reports (the person's own and the shared ones, with their mail schedules), then
 * every report, grouped by the app whose numbers it reads, each a card that opens it.
 */
export default function GalleryScreen() {
  const { t } = useTranslation(['insight-report-words', 'insight-reports']);
  const [, navigate] = useLocation();
  return (
    <section className="screen insights" aria-labelledby="insights-title">
      <PageHeader title={t('title')} titleId="insights-title" lead={t('lead')} />
      <div className="insights__groups">
        <SavedReportsList onOpen={(report) => navigate(reportHref(report.query))} />
        {reportsByGroup().map(({ group, kinds }) => {
          const Icon = ICONS[group];
          return (
            <section key={group} className="insights__group" aria-labelledby={`insights-${group}`}>
              <h2 id={`insights-${group}`} className="insights__group-title">
                <Icon size={18} aria-hidden="true" />
                {t(`insight-reports:groups.${group}`)}
              </h2>
              <ul className="insights__cards">
                {kinds.map((kind) => (
                  <li key={kind} className="card insights__card">
                    <h3>
                      {/* The link stretches over its card, so the whole card answers the pointer while the tab stops once. */}
                      <Link href={reportPath(kind)} className="insights__card-link">
                        {t(`kinds.${kind}.title`)}
                      </Link>
                    </h3>
                    <p className="muted">{t(`kinds.${kind}.description`)}</p>
                    <ChevronRight className="insights__card-arrow" size={18} aria-hidden="true" />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </section>
  );
}
