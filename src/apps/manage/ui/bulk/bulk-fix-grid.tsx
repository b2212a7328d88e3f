import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportField } from '../../domain/import-fields';
import type { ImportProblem } from '../../domain/import-problems';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { useImportProblemText } from '../review/use-import-problem-text';

type Cells = Readonly<Partial<Record<ImportField, string>>>;

export interface FixableRow {
  readonly key: string;
  readonly line: number;
  readonly values: Cells;
  readonly problems: readonly ImportProblem[];
}

/**
 * One row of the grid: each mapped field a cell to type in, its problem under it. Enter saves the row (it is
 * checked again with the same rules); arrows up and down move to the same cell of the row above or below.
 */
function GridRowEditor({ row, fields, onSave, onDrop, busy }: { row: FixableRow; fields: readonly ImportField[]; onSave: (values: Cells) => void; onDrop?: (() => void) | undefined; busy: boolean }) {
  const { t } = useTranslation('manage-bulk');
  const field = useTranslation('manage-review').t;
  const describe = useImportProblemText();
  const [values, setValues] = useState<Cells>(row.values);
  useEffect(() => setValues(row.values), [row.values]);
  const rowProblems = row.problems.filter((problem) => !problem.field || !fields.includes(problem.field));
  const changed = fields.some((name) => (values[name] ?? '') !== (row.values[name] ?? ''));
  const move = (event: KeyboardEvent<HTMLInputElement>, name: ImportField) => {
    if (event.key === 'Enter' && changed) onSave(values);
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const cells = [...document.querySelectorAll<HTMLInputElement>(`[data-bulk-field="${name}"]`)];
    const next = cells[cells.indexOf(event.currentTarget) + (event.key === 'ArrowDown' ? 1 : -1)];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };
  return (
    <tr className={row.problems.length > 0 ? 'bulk-grid__row bulk-grid__row--invalid' : 'bulk-grid__row'}>
      <th scope="row">{row.line}</th>
      {fields.map((name) => {
        const problems = row.problems.filter((problem) => problem.field === name);
        const id = `bulk-${row.key}-${name}-error`;
        return (
          <td key={name} className={problems.length > 0 ? 'bulk-grid__cell bulk-grid__cell--invalid' : 'bulk-grid__cell'}>
            <input
              className="input"
              data-bulk-field={name}
              aria-label={t('grid.cell', { field: field(`field.${name}`), line: row.line })}
              aria-invalid={problems.length > 0 || undefined}
              aria-describedby={problems.length > 0 ? id : undefined}
              value={values[name] ?? ''}
              onChange={(event) => setValues({ ...values, [name]: event.target.value })}
              onKeyDown={(event) => move(event, name)}
            />
            {problems.length > 0 && (
              <span id={id} className="bulk-grid__error">
                {problems.map(describe).join(' ')}
              </span>
            )}
          </td>
        );
      })}
      <td className="bulk-grid__actions">
        {rowProblems.length > 0 && <span className="bulk-grid__error">{rowProblems.map(describe).join(' ')}</span>}
        <RippleButton className="button button--small" isDisabled={!changed || busy} onPress={() => onSave(values)} aria-label={t('grid.saveRow', { line: row.line })}>
          {t('grid.save')}
        </RippleButton>
        {onDrop && (
          <RippleButton className="button button--small button--link" isDisabled={busy} onPress={onDrop} aria-label={t('grid.dropRow', { line: row.line })}>
            {t('grid.drop')}
          </RippleButton>
        )}
      </td>
    </tr>
  );
}

/** The rows to fix, one page at a time (a page of the worker's rows or of the server's review queue). */
export function BulkFixGrid({
  caption,
  rows,
  fields,
  onSave,
  onDrop,
  busy = false,
}: {
  caption: string;
  rows: readonly FixableRow[];
  fields: readonly ImportField[];
  onSave: (row: FixableRow, values: Cells) => void;
  onDrop?: (row: FixableRow) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation('manage-bulk');
  const field = useTranslation('manage-review').t;
  return (
    <div className="bulk-grid" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('grid.line')}</th>
            {fields.map((name) => (
              <th key={name} scope="col">
                {field(`field.${name}`)}
              </th>
            ))}
            <th scope="col">{t('grid.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <GridRowEditor key={row.key} row={row} fields={fields} busy={busy} onSave={(values) => onSave(row, values)} onDrop={onDrop && (() => onDrop(row))} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
