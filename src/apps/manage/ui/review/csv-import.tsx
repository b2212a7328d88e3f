import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlashDateOrder } from '../../../../domain/imports/import-dates';
import type { CsvTable } from '../../../../domain/imports/csv-table';
import { suggestMapping, type ColumnMapping as Mapping } from '../../domain/import-fields';
import { planImport, previewImport } from '../../domain/import-plan';
import type { AssetImportRow } from '../../domain/import-rows';
import type { ImportRowCells } from '../../application/ports/review-gateway';
import { FormError } from '../../../../ui/kit/form-error';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { useImportRows, useParseCsv } from '../queries/use-imports';
import { ColumnMapping } from './column-mapping';
import { importCells } from './import-cells';
import { ImportPreview } from './import-preview';
import { ImportProblemList } from './import-problem-list';
import { serverImportProblems } from './server-import-problems';
import { useImportProblemText } from './use-import-problem-text';

const PREVIEW_ROWS = 10;

interface PickedFile {
  readonly name: string;
  readonly table: CsvTable;
  /** The header reads like a Snipe-IT export, so the suggested columns need no look. */
  readonly recognised: boolean;
}

function FilePicker({ onPick, isReading }: { onPick: (file: File | undefined) => void; isReading: boolean }) {
  const { t } = useTranslation('manage-review');
  const id = useId();
  const [dragging, setDragging] = useState(false);
  return (
    <div
      className={dragging ? 'import-drop import-drop--over' : 'import-drop'}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        onPick(event.dataTransfer.files[0]);
      }}
    >
      <label htmlFor={id}>{t('upload.file')}</label>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          onPick(event.target.files?.[0]);
          // The same file picked again after a fix must count as a new pick.
          event.target.value = '';
        }}
      />
      <p id={`${id}-hint`} className="muted">
        {isReading ? t('upload.reading') : t('upload.hint')}
      </p>
    </div>
  );
}

/** The request may take a while for a large file: a bar that says it is on its way. */
function SendingBar({ count }: { count: number }) {
  const { t } = useTranslation('manage-review');
  const id = useId();
  return (
    <div className="import-progress">
      <label htmlFor={id}>{t('upload.sending', { count })}</label>
      <progress id={id} />
    </div>
  );
}

function ServerRefusal({ error, rows }: { error: unknown; rows: readonly ImportRowCells[] }) {
  const { t } = useTranslation('manage-review');
  const { problemText } = useProblemText();
  const lines = serverImportProblems(error, rows);
  return lines.length > 0 ? <ImportProblemList title={t('upload.refused')} problems={lines} /> : <FormError>{problemText(error)}</FormError>;
}

/** A Snipe-IT asset export read, mapped, checked and queued for review; a file with one bad line queues nothing. */
export function CsvImport() {
  const { t } = useTranslation('manage-review');
  const parse = useParseCsv();
  const [file, setFile] = useState<PickedFile | null>(null);
  const [mapping, setMapping] = useState<Mapping>({});
  const [changingColumns, setChangingColumns] = useState(false);
  const [slashDateOrder, setSlashDateOrder] = useState<SlashDateOrder>('month-first');
  const [sent, setSent] = useState<readonly ImportRowCells[]>([]);
  const [queued, setQueued] = useState<number | null>(null);
  const importRows = useImportRows();
  const describe = useImportProblemText();
  const orderId = useId();

  const options = useMemo(() => ({ slashDateOrder }), [slashDateOrder]);
  const plan = useMemo(() => (file ? planImport(file.table, mapping, options) : null), [file, mapping, options]);
  const preview = useMemo(() => (file ? previewImport(file.table, mapping, PREVIEW_ROWS, options) : []), [file, mapping, options]);

  const pick = async (picked: File | undefined) => {
    if (!picked) return;
    setQueued(null);
    importRows.reset();
    const table = await parse.mutateAsync(picked).catch(() => null);
    if (!table) return;
    const suggestion = suggestMapping(table.header?.cells ?? []);
    setFile({ name: picked.name, table, recognised: suggestion.recognised });
    setMapping(suggestion.mapping);
    setChangingColumns(!suggestion.recognised);
  };

  const send = (rows: readonly AssetImportRow[]) => {
    const cells = rows.map(importCells);
    setSent(cells);
    importRows.mutate(cells, {
      onSuccess: (count) => {
        setQueued(count);
        setFile(null);
      },
    });
  };

  return (
    <section className="panel import" aria-labelledby="import-heading">
      <h2 id="import-heading">{t('upload.heading')}</h2>
      <FilePicker onPick={(picked) => void pick(picked)} isReading={parse.isPending} />
      <FormError>{parse.isError ? t('upload.unreadable') : null}</FormError>
      {queued !== null && (
        <p className="import__done" role="status">
          {t('upload.queued', { count: queued })}
        </p>
      )}
      {file && plan && (
        <>
          <p>
            <strong>{file.name}</strong> {t('upload.rows', { count: file.table.rows.length })}
          </p>
          {file.recognised && !changingColumns ? (
            <p className="import__recognised">
              {t('mapping.recognised')}{' '}
              <RippleButton className="button button--link" onPress={() => setChangingColumns(true)}>
                {t('mapping.change')}
              </RippleButton>
            </p>
          ) : (
            <ColumnMapping header={file.table.header?.cells ?? []} mapping={mapping} onChange={setMapping} />
          )}
          <div className="field import__dates">
            <label htmlFor={orderId}>{t('dates.label')}</label>
            <select id={orderId} className="input" value={slashDateOrder} onChange={(event) => setSlashDateOrder(event.target.value as SlashDateOrder)}>
              <option value="month-first">{t('dates.month-first')}</option>
              <option value="day-first">{t('dates.day-first')}</option>
            </select>
          </div>
          {preview.length > 0 && <ImportPreview rows={preview} mapping={mapping} total={file.table.rows.length} />}
          {plan.ok ? (
            <RippleButton className="button button--primary" isPending={importRows.isPending} onPress={() => send(plan.rows)}>
              {t('upload.import', { count: plan.rows.length })}
            </RippleButton>
          ) : (
            <ImportProblemList
              title={t('upload.problems', { count: plan.problems.length })}
              problems={plan.problems.map((problem) => ({ line: problem.line, reason: describe(problem) }))}
            />
          )}
          {importRows.isPending && <SendingBar count={sent.length} />}
          {importRows.isError && <ServerRefusal error={importRows.error} rows={sent} />}
        </>
      )}
    </section>
  );
}
