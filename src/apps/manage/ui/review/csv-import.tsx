import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CsvTable } from '../../../../domain/imports/csv-table';
import { suggestKind, type ColumnMapping as Mapping, type ImportKind } from '../../domain/import-fields';
import { migrationBody, planImport, previewImport, suggestSetup, type ImportSetup, type MigrationBody } from '../../domain/import-plan';
import type { ImportReport } from '../../domain/import-report';
import type { SlashOrderGuess } from '../../domain/import-slash-dates';
import type { StatusTable } from '../../domain/import-statuses';
import { FileDropZone } from '../../../../ui/kit/file-drop-zone';
import { FormError } from '../../../../ui/kit/form-error';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { useMigrate, useParseCsv } from '../queries/use-imports';
import { ColumnMapping } from './column-mapping';
import { DateOrderChoice } from './date-order-choice';
import { ImportKindChoice } from './import-kind-choice';
import { ImportPreview } from './import-preview';
import { ImportProblemList } from './import-problem-list';
import { MigrationReport } from './migration-report';
import { serverImportProblems } from './server-import-problems';
import { StatusMapping } from './status-mapping';
import { useImportProblemText } from './use-import-problem-text';

const PREVIEW_ROWS = 10;

interface PickedFile {
  readonly name: string;
  readonly table: CsvTable;
}

/** Everything the person may change about how a file is read, first as the header suggests it. */
interface Reading {
  readonly kind: ImportKind;
  readonly mapping: Mapping;
  readonly customColumns: readonly number[];
  readonly dates: SlashOrderGuess;
  readonly statuses: StatusTable;
  /** The header reads like Snipe-IT's, so the suggested columns need no look. */
  readonly recognised: boolean;
}

function suggestedReading(table: CsvTable, kind: ImportKind): Reading {
  const { mapping, customColumns, recognised, options } = suggestSetup(table, kind);
  const dates = { order: options.slashDateOrder, settled: options.dateOrderSettled };
  return { kind, mapping, customColumns, dates, statuses: options.statusTable, recognised };
}

const CSV_TYPES = ['.csv', 'text/csv'];

function FilePicker({ onPick, isReading }: { onPick: (file: File) => void; isReading: boolean }) {
  const { t } = useTranslation('manage-review');
  return (
    <FileDropZone
      label={t('upload.file')}
      hint={isReading ? t('upload.reading') : t('upload.hint')}
      acceptedTypes={CSV_TYPES}
      wrongType={t('upload.wrongType')}
      chooseLabel={t('upload.choose')}
      isDisabled={isReading}
      onFiles={([file]) => {
        if (file) onPick(file);
      }}
    />
  );
}

/** How much of the file has gone; once all of it has, the server is saving it and the bar waits without a value. */
function ProgressBar({ sent, count }: { sent: number; count: number }) {
  const { t } = useTranslation('manage-review');
  const id = useId();
  const saving = sent >= 1;
  return (
    <div className="import-progress">
      <label htmlFor={id}>{saving ? t('upload.saving', { count }) : t('upload.sending', { count })}</label>
      {saving ? <progress id={id} /> : <progress id={id} max={100} value={Math.round(sent * 100)} />}
    </div>
  );
}

function ServerRefusal({ error, body }: { error: unknown; body: MigrationBody | null }) {
  const { t } = useTranslation('manage-review');
  const { problemText } = useProblemText();
  const lines = serverImportProblems(error, body?.rows ?? []);
  return lines.length > 0 ? <ImportProblemList title={t('upload.refused')} problems={lines} /> : <FormError>{problemText(error)}</FormError>;
}

/**
 * A Snipe-IT file of assets, people, licences, accessories or locations: read, mapped, previewed and imported all
 * or nothing; rows needing a person's decision go to the review queue, and a report says what became of each line.
 */
export function CsvImport() {
  const { t } = useTranslation('manage-review');
  const parse = useParseCsv();
  const migrate = useMigrate();
  const describe = useImportProblemText();
  const [file, setFile] = useState<PickedFile | null>(null);
  const [reading, setReading] = useState<Reading | null>(null);
  const [changingColumns, setChangingColumns] = useState(false);
  const [sent, setSent] = useState<MigrationBody | null>(null);
  const [report, setReport] = useState<{ report: ImportReport; fileName: string } | null>(null);

  const setup = useMemo<ImportSetup | null>(
    () =>
      reading && {
        kind: reading.kind,
        mapping: reading.mapping,
        customColumns: reading.customColumns,
        options: { slashDateOrder: reading.dates.order, dateOrderSettled: reading.dates.settled, statusTable: reading.statuses },
      },
    [reading],
  );
  const plan = useMemo(() => (file && setup ? planImport(file.table, setup) : null), [file, setup]);
  const preview = useMemo(() => (file && setup ? previewImport(file.table, setup, PREVIEW_ROWS) : []), [file, setup]);
  const change = (next: Partial<Reading>) => setReading((current) => current && { ...current, ...next });

  const pick = async (picked: File) => {
    setReport(null);
    migrate.reset();
    const table = await parse.mutateAsync(picked).catch(() => null);
    if (!table) return;
    const suggested = suggestedReading(table, suggestKind(table.header?.cells ?? []));
    setFile({ name: picked.name, table });
    setReading(suggested);
    setChangingColumns(!suggested.recognised);
  };

  const send = (body: MigrationBody, fileName: string) => {
    setSent(body);
    migrate.mutate(body, {
      onSuccess: (answer) => {
        setReport({ report: answer, fileName });
        setFile(null);
        setReading(null);
      },
    });
  };

  return (
    <section className="panel import" aria-labelledby="import-heading">
      <h2 id="import-heading">{t('upload.heading')}</h2>
      <FilePicker onPick={(picked) => void pick(picked)} isReading={parse.isPending} />
      <FormError>{parse.isError ? t('upload.unreadable') : null}</FormError>
      {report && <MigrationReport report={report.report} fileName={report.fileName} />}
      {file && reading && plan && (
        <>
          <p>
            <strong>{file.name}</strong> {t('upload.rows', { count: file.table.rows.length })}
          </p>
          <ImportKindChoice kind={reading.kind} onChange={(kind) => setReading(suggestedReading(file.table, kind))} />
          {reading.recognised && !changingColumns ? (
            <p className="import__recognised">
              {t('mapping.recognised')}{' '}
              <RippleButton className="button button--link" onPress={() => setChangingColumns(true)}>
                {t('mapping.change')}
              </RippleButton>
            </p>
          ) : (
            <ColumnMapping
              kind={reading.kind}
              header={file.table.header?.cells ?? []}
              mapping={reading.mapping}
              customColumns={reading.customColumns}
              onChange={(mapping) => change({ mapping })}
              onCustomChange={(customColumns) => change({ customColumns })}
            />
          )}
          <DateOrderChoice guess={reading.dates} onChange={(order) => change({ dates: { order, settled: true } })} />
          {reading.kind === 'assets' && <StatusMapping table={reading.statuses} onChange={(statuses) => change({ statuses })} />}
          {preview.length > 0 && <ImportPreview kind={reading.kind} rows={preview} mapping={reading.mapping} total={file.table.rows.length} />}
          {plan.ok ? (
            <>
              {plan.rows.some((row) => row.review.length > 0) && (
                <p className="muted">{t('upload.toReview', { count: plan.rows.filter((row) => row.review.length > 0).length })}</p>
              )}
              <RippleButton className="button button--primary" isPending={migrate.isPending} onPress={() => send(migrationBody(reading.kind, plan.rows), file.name)}>
                {t('upload.import', { count: plan.rows.length })}
              </RippleButton>
            </>
          ) : (
            <ImportProblemList
              title={t('upload.problems', { count: plan.problems.length })}
              problems={plan.problems.map((problem) => ({ line: problem.line, reason: describe(problem) }))}
            />
          )}
          {migrate.isPending && <ProgressBar sent={migrate.sent} count={sent?.rows.length ?? 0} />}
          {migrate.isError && <ServerRefusal error={migrate.error} body={sent} />}
        </>
      )}
    </section>
  );
}
