import {
  createRow,
  getCoreRowModel,
  useReactTable,
  type Cell,
  type ColumnDef,
  type RowSelectionState,
  type Table,
  type VisibilityState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cloneElement, isValidElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ListPage } from '../../application/ports/list-page';
import { Pager } from './pager';
import { EmptyState } from './states';
import { TableViewMenu, type Density } from './table-view-menu';
import type { ListControls } from './use-list-state';
import { useTableFolding } from './use-table-folding';
import { useViewSetting } from './use-view-setting';

/**
 * A column's meta: which server sort field it orders by, whether the person may hide it, its alignment, and its
 * priority: a low one leaves the table when it is too narrow for every column, its value then read under the cell
 * of the column that `holdsDetails`.
 */
interface ColumnMeta {
  readonly sortField?: string;
  readonly required?: boolean;
  readonly numeric?: boolean;
  readonly priority?: 'low';
  readonly holdsDetails?: boolean;
}

const metaOf = (column: { columnDef: { meta?: unknown } }) => column.columnDef.meta as ColumnMeta | undefined;

export type Column<Row> = ColumnDef<Row, unknown> & { id: string; meta?: ColumnMeta; header: string };

interface DataTableProps<Row extends { id: string }> {
  /** The table's accessible name. */
  label: string;
  /** Where the visible columns are remembered, per list. */
  settingsKey: string;
  columns: readonly Column<Row>[];
  page: ListPage<Row> & { totalCapped?: boolean };
  controls: ListControls;
  /** Ids chosen for a bulk action; leave out for a list without bulk actions. */
  selection?: { readonly selected: ReadonlySet<string>; readonly onChange: (ids: ReadonlySet<string>) => void };
  rowLabel: (row: Row) => string;
  /** Shown instead of the table when nothing matched. */
  empty: ReactNode;
  /** Beside the view menu: the list's own tools (export, bulk actions). */
  tools?: ReactNode;
  /** Where a row leads: a click anywhere on it opens that page (its own link stays the way there by keyboard). */
  rowHref?: (row: Row) => string;
  /** A row that sums up the others (a report's totals), kept under them with the same columns; its first cell heads it. */
  footer?: Row;
  /** False for a table that arrived whole (a report): no pager under it. */
  paged?: boolean;
}

/** A click on a link, a button or a field inside the row does its own thing, not the row's. */
const ownControl = (target: EventTarget) => target instanceof Element && target.closest('a, button, input, select, textarea, label') !== null;

function sortDirection(sort: string | undefined, field: string | undefined): 'ascending' | 'descending' | undefined {
  if (!field || !sort) return undefined;
  if (sort === field) return 'ascending';
  return sort === `-${field}` ? 'descending' : undefined;
}

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | undefined }) {
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return <Icon className={direction ? 'table__sort-icon table__sort-icon--active' : 'table__sort-icon'} size={14} aria-hidden="true" />;
}

/**
 * A cell's text on one line; what does not fit is cut with an ellipsis and shown whole on hover. Cells are plain
 * functions of their row (no hooks), so calling one gives the text itself rather than an element around it.
 */
function contentOf<Row>(cell: Cell<Row, unknown>): ReactNode {
  const render = cell.column.columnDef.cell;
  return (typeof render === 'function' ? render(cell.getContext()) : render) as ReactNode;
}

function renderCell<Row>(cell: Cell<Row, unknown>): ReactNode {
  const content = contentOf(cell);
  if (typeof content === 'string' || typeof content === 'number') {
    return (
      <span className="cell-text" title={String(content)}>
        {content}
      </span>
    );
  }
  // A link (or a plain element) around text is cut the same way, so a long name never widens its column.
  if (isValidElement<{ children?: unknown; className?: string; href?: string }>(content)) {
    const { children, className, href } = content.props;
    const plain = typeof content.type === 'string' || href !== undefined;
    if (plain && (typeof children === 'string' || typeof children === 'number')) {
      return cloneElement(content, { className: className ? `${className} cell-text` : 'cell-text', title: String(children) } as object);
    }
  }
  return content;
}

/** The low-priority cells of a row, read under its main cell while the table is too narrow to show their columns. */
function FoldedDetails<Row>({ cells }: { cells: readonly Cell<Row, unknown>[] }) {
  const filled = cells.filter((cell) => !['', null, undefined].includes(contentOf(cell) as string | null | undefined));
  if (filled.length === 0) return null;
  return (
    <span className="table__folded">
      {filled.map((cell) => (
        <span key={cell.id}>
          {String(cell.column.columnDef.header)}: {renderCell(cell)}
        </span>
      ))}
    </span>
  );
}

/** The footer's row drawn by the table's own columns (so hidden and folded columns hide and fold there too). */
function FooterRow<Row>({ table, row, selectable }: { table: Table<Row>; row: Row; selectable: boolean }) {
  const cells = createRow(table, 'footer', row, 0, 0).getVisibleCells();
  return (
    <tfoot>
      <tr className="table__footer">
        {selectable && <td className="table__select" />}
        {cells.map((cell, index) => {
          const meta = metaOf(cell.column);
          const Cell = index === 0 ? 'th' : 'td';
          return (
            <Cell key={cell.id} scope={index === 0 ? 'row' : undefined} data-label={String(cell.column.columnDef.header)} data-numeric={meta?.numeric || undefined} data-priority={meta?.priority}>
              {renderCell(cell)}
              {meta?.holdsDetails && <FoldedDetails cells={cells.filter((each) => metaOf(each.column)?.priority === 'low')} />}
            </Cell>
          );
        })}
      </tr>
    </tfoot>
  );
}

/**
 * One page of a server list as a table: headers sort on the server, the person picks the columns and the density,
 * and rows may be selected for bulk actions. Nothing here ever holds more than the page the server sent.
 */
export function DataTable<Row extends { id: string }>({ label, settingsKey, columns, page, controls, selection, rowLabel, empty, tools, rowHref, footer, paged = true }: DataTableProps<Row>) {
  const { t } = useTranslation('kit');
  const [, navigate] = useLocation();
  const [columnVisibility, setColumnVisibility] = useViewSetting<VisibilityState>(`columns:${settingsKey}`, {});
  const [density, setDensity] = useViewSetting<Density>('table-density', 'compact');
  const folding = useTableFolding();
  const rowSelection: RowSelectionState = Object.fromEntries([...(selection?.selected ?? [])].map((id) => [id, true]));
  const table = useReactTable<Row>({
    data: page.items as Row[],
    columns: columns as ColumnDef<Row, unknown>[],
    getRowId: (row) => row.id,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    state: { columnVisibility, rowSelection },
    onColumnVisibilityChange: (updater) => setColumnVisibility(typeof updater === 'function' ? updater(columnVisibility) : updater),
    enableRowSelection: Boolean(selection),
  });
  const pageIds = page.items.map((row) => row.id);
  const allOnPageSelected = pageIds.length > 0 && pageIds.every((id) => selection?.selected.has(id));
  const toggle = (ids: readonly string[], on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    selection.onChange(next);
  };
  const hideable = table.getAllLeafColumns().filter((column) => !metaOf(column)?.required);

  return (
    <div className="data-table">
      <div className="data-table__tools">
        {tools}
        <TableViewMenu
          columns={hideable.map((column) => ({ id: column.id, label: String(column.columnDef.header), shown: column.getIsVisible() }))}
          onColumnsChange={(shown) => setColumnVisibility(Object.fromEntries(hideable.map((column) => [column.id, shown.includes(column.id)])))}
          density={density}
          onDensityChange={setDensity}
        />
      </div>
      {page.items.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <div className={folding.folded ? 'table-scroll table-scroll--folded' : 'table-scroll'} ref={folding.ref}>
          <table className="table" aria-label={label} data-density={density}>
            <thead>
              <tr>
                {selection && (
                  <th scope="col" className="table__select">
                    <input
                      type="checkbox"
                      className="checkbox"
                      checked={allOnPageSelected}
                      aria-label={t('list.selectPage')}
                      onChange={(event) => toggle(pageIds, event.target.checked)}
                    />
                  </th>
                )}
                {table.getHeaderGroups()[0]!.headers.map((header) => {
                  const meta = metaOf(header.column);
                  const field = meta?.sortField;
                  const direction = sortDirection(controls.state.sort, field);
                  const title = String(header.column.columnDef.header);
                  return (
                    <th key={header.id} scope="col" aria-sort={field ? (direction ?? 'none') : undefined} data-numeric={meta?.numeric || undefined} data-priority={meta?.priority}>
                      {field ? (
                        <button
                          type="button"
                          className="table__sort"
                          onClick={() => controls.setSort(direction === 'ascending' ? `-${field}` : field)}
                        >
                          {title}
                          <SortIcon direction={direction} />
                        </button>
                      ) : (
                        title
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr
                  key={row.id}
                  aria-selected={selection ? selection.selected.has(row.id) : undefined}
                  className={rowHref ? 'table__row--link' : undefined}
                  onClick={rowHref && ((event) => !ownControl(event.target) && navigate(rowHref(row.original)))}
                >
                  {selection && (
                    <td className="table__select">
                      <input
                        type="checkbox"
                        className="checkbox"
                        checked={selection.selected.has(row.id)}
                        aria-label={t('list.selectRow', { row: rowLabel(row.original) })}
                        onChange={(event) => toggle([row.id], event.target.checked)}
                      />
                    </td>
                  )}
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} data-label={String(cell.column.columnDef.header)} data-numeric={metaOf(cell.column)?.numeric || undefined} data-priority={metaOf(cell.column)?.priority}>
                      {renderCell(cell)}
                      {metaOf(cell.column)?.holdsDetails && <FoldedDetails cells={row.getVisibleCells().filter((each) => metaOf(each.column)?.priority === 'low')} />}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            {footer && <FooterRow table={table} row={footer} selectable={Boolean(selection)} />}
          </table>
        </div>
      )}
      {paged && page.total > 0 && <Pager page={page} controls={controls} label={label} />}
    </div>
  );
}
