import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkReader, LoadedFile } from '../../application/ports/bulk-reader-port';
import { firstFilledRow, headersOf, matchColumns } from '../../domain/bulk-matching';
import { BULK_MODES, type BulkMode } from '../../domain/bulk-summary';
import { KIND_FIELDS, REQUIRED_FIELDS, type ColumnMapping, type ImportField, type ImportKind } from '../../domain/import-fields';
import { SNIPE_IT_STATUS_TABLE } from '../../domain/import-statuses';
import type { SlashDateOrder } from '../../../../domain/imports/import-dates';
import { FormError } from '../../../../ui/kit/form-error';
import { RadioGroupField } from '../../../../ui/kit/radio-group-field';
import { SelectField } from '../../../../ui/kit/select-field';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { useBulkReaders, useRememberedColumns } from '../queries/use-bulk';
import { ColumnsStep, FileStep, HeaderStep } from './bulk-file-steps';
import { ReviewStep } from './bulk-review-step';
import { BulkSummaryView } from './bulk-summary-view';
import { useBulkCommit } from './use-bulk-commit';

const STEPS = ['file', 'header', 'columns', 'review', 'import'] as const;
type Step = (typeof STEPS)[number];

function Progress({ label, done, total }: { label: string; done: number; total: number }) {
  const id = useId();
  return (
    <div className="bulk-progress">
      <label htmlFor={id}>{label}</label>
      {total > 0 ? <progress id={id} max={total} value={done} /> : <progress id={id} />}
    </div>
  );
}

/**
 * Bulk Upload's steps: the file, its header row, its columns, the rows to fix, and the import with its summary.
 * The file is read and checked in a worker; the page only ever holds one page of rows.
 */
export function BulkUploadFlow() {
  const { t } = useTranslation('manage-bulk');
  const { problemText } = useProblemText();
  const readers = useBulkReaders();
  const reader = useRef<(BulkReader & { close(): void }) | null>(null);
  const [step, setStep] = useState<Step>('file');
  const [kind, setKind] = useState<ImportKind>('assets');
  const [fileName, setFileName] = useState('');
  const [loaded, setLoaded] = useState<LoadedFile | null>(null);
  const [headerIndex, setHeaderIndex] = useState(0);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [dateOrder, setDateOrder] = useState<SlashDateOrder>('month-first');
  const [checking, setChecking] = useState<{ done: number; total: number } | null>(null);
  const [invalid, setInvalid] = useState(0);
  const [total, setTotal] = useState(0);
  const [mode, setMode] = useState<BulkMode>('partial');
  const [failure, setFailure] = useState<string | null>(null);
  const remembered = useRememberedColumns(kind);
  const { state, commit, reset } = useBulkCommit();
  useEffect(() => () => reader.current?.close(), []);

  const header = useMemo(() => loaded?.preview[headerIndex]?.cells ?? [], [loaded, headerIndex]);
  const match = useMemo(() => matchColumns(header, kind, remembered.data?.headers ?? {}), [header, kind, remembered.data]);
  const fields = useMemo(() => (KIND_FIELDS[kind] as readonly ImportField[]).filter((field) => mapping[field] !== undefined), [kind, mapping]);
  const setup = { slashDateOrder: dateOrder, dateOrderSettled: true, statusTable: SNIPE_IT_STATUS_TABLE };

  const pick = async (file: File) => {
    reader.current?.close();
    reader.current = readers.open();
    setFailure(null);
    setFileName(file.name);
    setChecking({ done: 0, total: 0 });
    try {
      const read = await reader.current.load(file, file.name, () => undefined);
      if (read.rowCount < 2) throw new Error(t('file.empty'));
      const index = firstFilledRow(read.preview);
      setLoaded(read);
      setHeaderIndex(index);
      setStep('header');
    } catch (error) {
      setFailure(error instanceof Error && error.message ? t('file.unreadable', { reason: error.message }) : t('file.unreadable', { reason: '' }));
    } finally {
      setChecking(null);
    }
  };
  const toColumns = () => {
    setMapping(match.mapping);
    setStep('columns');
  };
  const check = async () => {
    if (!reader.current) return;
    setChecking({ done: 0, total: 0 });
    try {
      const checked = await reader.current.check({ kind, headerIndex, mapping, customColumns: [], setup }, (done, all) => setChecking({ done, total: all }));
      setInvalid(checked.invalid);
      setTotal(checked.total);
      setStep('review');
    } catch (error) {
      setFailure(t('file.unreadable', { reason: error instanceof Error ? error.message : '' }));
    } finally {
      setChecking(null);
    }
  };
  const runImport = () => {
    if (!reader.current || !loaded) return;
    setStep('import');
    void commit(reader.current, { kind, fileName, fileHash: loaded.hash, mode, rowCount: total, setup, headers: headersOf(header, mapping) });
  };
  const startOver = () => {
    reader.current?.close();
    reader.current = null;
    reset();
    setLoaded(null);
    setStep('file');
  };
  const missing = (REQUIRED_FIELDS[kind] as readonly ImportField[]).some((field) => mapping[field] === undefined);
  const blocked = mode === 'all-or-nothing' && invalid > 0;

  return (
    <section className="panel bulk-flow" aria-labelledby="bulk-flow-heading">
      <h2 id="bulk-flow-heading">{t('flow.heading')}</h2>
      <ol className="bulk-steps">
        {STEPS.map((each, index) => (
          <li key={each} aria-current={each === step ? 'step' : undefined} className={each === step ? 'bulk-steps__current' : undefined}>
            <span className="bulk-steps__number">{index + 1}</span> {t(`steps.${each}`)}
          </li>
        ))}
      </ol>
      {step === 'file' && <FileStep kind={kind} onKind={setKind} onFile={(file) => void pick(file)} isReading={checking !== null} />}
      {loaded && step !== 'file' && step !== 'import' && <p className="muted">{t('file.read', { name: fileName, count: loaded.rowCount })}</p>}
      {step === 'header' && loaded && <HeaderStep records={loaded.preview} headerIndex={headerIndex} onChange={setHeaderIndex} />}
      {step === 'columns' && (
        <>
          <ColumnsStep kind={kind} header={header} mapping={mapping} match={match} onChange={setMapping} />
          <SelectField label={t('columns.dateOrder')} value={dateOrder} onChange={(value) => setDateOrder(value as SlashDateOrder)}>
            <option value="month-first">{t('columns.monthFirst')}</option>
            <option value="day-first">{t('columns.dayFirst')}</option>
          </SelectField>
        </>
      )}
      {step === 'review' && reader.current && (
        <>
          <p role="status">{invalid > 0 ? t('review.counts', { total, invalid }) : t('review.countsClean', { count: total })}</p>
          <ReviewStep reader={reader.current} fields={fields} fileName={fileName} invalid={invalid} onInvalid={setInvalid} />
          <RadioGroupField
            label={t('mode.label')}
            value={mode}
            onChange={setMode}
            options={BULK_MODES.map((each) => ({ value: each, label: t(`mode.${each}`, { valid: total - invalid, invalid }) }))}
          />
          {blocked && <p className="form__error">{t('mode.blocked', { count: invalid })}</p>}
        </>
      )}
      {checking && <Progress label={checking.total > 0 ? t('progress.checking', { done: checking.done, total: checking.total }) : t('progress.reading')} done={checking.done} total={checking.total} />}
      {step === 'import' && state.phase === 'sending' && <Progress label={t('progress.sending', { done: state.sent, total: state.total })} done={state.sent} total={state.total} />}
      {step === 'import' && state.phase === 'idle' && <Progress label={t('progress.starting')} done={0} total={0} />}
      {step === 'import' && state.phase === 'done' && <BulkSummaryView file={state.file} previous={state.previous} />}
      {step === 'import' && state.phase === 'error' && <FormError>{problemText(state.error)}</FormError>}
      <FormError>{failure}</FormError>
      <div className="form-buttons bulk-flow__buttons">
        {step !== 'file' && step !== 'import' && (
          <RippleButton className="button" onPress={() => setStep(STEPS[STEPS.indexOf(step) - 1]!)} isDisabled={checking !== null}>
            {t('flow.back')}
          </RippleButton>
        )}
        {step === 'header' && (
          <RippleButton className="button button--primary" onPress={toColumns}>
            {t('flow.next')}
          </RippleButton>
        )}
        {step === 'columns' && (
          <RippleButton className="button button--primary" onPress={() => void check()} isDisabled={missing || checking !== null}>
            {t('flow.check')}
          </RippleButton>
        )}
        {step === 'review' && (
          <RippleButton className="button button--primary" onPress={runImport} isDisabled={blocked || total === 0}>
            {mode === 'partial' ? t('flow.importValid', { count: total - invalid }) : t('flow.importAll', { count: total })}
          </RippleButton>
        )}
        {step === 'import' && (state.phase === 'done' || state.phase === 'error') && (
          <RippleButton className="button" onPress={startOver}>
            {t('flow.another')}
          </RippleButton>
        )}
      </div>
    </section>
  );
}
