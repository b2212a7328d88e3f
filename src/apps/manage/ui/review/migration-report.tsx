import { useTranslation } from 'react-i18next';
import { IMPORT_OUTCOMES, outcomeCounts, reportCsv, type ImportReport, type ReportLine } from '../../domain/import-report';
import { download } from '../../../../ui/kit/download';
import { RippleButton } from '../../../../ui/feedback/ripple-button';

/** The lines shown on the screen; the downloaded file has them all. */
const SHOWN_LINES = 50;

/** What became of the file: how many were created, merged, skipped, sent for review or left waiting, and why. */
export function MigrationReport({ report, fileName }: { report: ImportReport; fileName: string }) {
  const { t } = useTranslation('manage-review');
  const counts = outcomeCounts(report);
  const reason = (line: ReportLine) => t(`reason.${line.reason}`, { detail: line.detail ?? '' });
  const notable = report.lines.filter((line) => line.outcome !== 'created');
  const save = () =>
    download(
      `${fileName.replace(/\.csv$/i, '')}-report.csv`,
      reportCsv(report, {
        header: [t('report.line'), t('report.outcome'), t('report.record'), t('report.reason')],
        outcome: (outcome) => t(`result.${outcome}`),
        reason,
      }),
      'text/csv;charset=utf-8',
    );
  return (
    <section className="import-report" aria-labelledby="import-report-heading">
      <div role="status">
        <h3 id="import-report-heading">{t('report.heading', { kind: t(`kind.${report.kind}`) })}</h3>
      </div>
      <dl className="import-report__counts">
        {IMPORT_OUTCOMES.map((outcome) => (
          <div key={outcome}>
            <dt>{t(`result.${outcome}`)}</dt>
            <dd>{outcome === 'created' ? report.created : counts[outcome]}</dd>
          </div>
        ))}
      </dl>
      {(report.matched > 0 || report.waiting > 0) && <p>{t('report.holders', { matched: report.matched, waiting: report.waiting })}</p>}
      {report.places && (
        <p>
          {t('report.places', { ...report.places })}
          {report.places.incomplete + report.places.invalid > 0 && ` ${t('report.placesLeft', { ...report.places })}`}
        </p>
      )}
      {notable.length > 0 && (
        <ul className="import-report__lines">
          {notable.slice(0, SHOWN_LINES).map((line) => (
            <li key={line.line}>
              {t('upload.line', { line: line.line })} {line.label}: {t(`result.${line.outcome}`)} ({reason(line)})
            </li>
          ))}
        </ul>
      )}
      {notable.length > SHOWN_LINES && <p className="muted">{t('report.more', { count: notable.length - SHOWN_LINES })}</p>}
      <RippleButton className="button" onPress={save}>
        {t('report.download')}
      </RippleButton>
    </section>
  );
}
