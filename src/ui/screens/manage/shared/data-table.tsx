import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type VisibilityState,
} from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ListPage } from '../../../../application/ports/manage/list-page';
import { VIEW_SETTINGS, type ViewSettingsPort } from '../../../../application/ports/view-settings-port';
import { useServices } from '../../../services/service-context';
import { Pager } from './pager';
import type { ListControls } from './use-list-state';

/** A column's meta: which server sort field it orders by, and whether the person may hide it. */
export interface ColumnMeta {
  readonly sortField?: string;
  readonly required?: boolean;
}

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
}

function useVisibleColumns(key: string): [VisibilityState, (next: VisibilityState) => void] {
  const services = useServices();
  const settings = services.has(VIEW_SETTINGS) ? services.get<ViewSettingsPort>(VIEW_SETTINGS) : null;
  const [visible, setVisible] = useState<VisibilityState>(() => settings?.read(`columns:${key}`, {}) ?? {});
  return [
    visible,
    (next) => {
      setVisible(next);
      settings?.write(`columns:${key}`, next);
    },
  ];
}

function sortDirection(sort: string | undefined, field: string | undefined): 'ascending' | 'descending' | undefined {
  if (!field || !sort) return undefined;
  if (sort === field) return 'ascending';
  return sort === `-${field}` ? 'descending' : undefined;
}

/**
 * One page of a server list as a table: headers sort on the server, the person picks the columns, and rows
 * may be selected for bulk actions. Nothing here ever holds more than the page the server sent.
 */
export function DataTable<Row extends { id: string }>({ label, settingsKey, columns, page, controls, selection, rowLabel, empty }: DataTableProps<Row>) {
  const { t } = useTranslation('manage');
  const [columnVisibility, setColumnVisibility] = useVisibleColumns(settingsKey);
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
  const hideable = table.getAllLeafColumns().filter((column) => !(column.columnDef.meta as ColumnMeta | undefined)?.required);
  const shownKeys = hideable.filter((column) => column.getIsVisible()).map((column) => column.id);

  return (
    <div className="data-table">
      <div className="data-table__tools">
        <MenuTrigger>
          <Button className="button">{t('list.columns')}</Button>
          <Popover className="popover">
            <Menu
              className="menu"
              aria-label={t('list.columns')}
              selectionMode="multiple"
              selectedKeys={shownKeys}
              onSelectionChange={(keys) => {
                const chosen = keys === 'all' ? hideable.map((c) => c.id) : [...keys].map(String);
                setColumnVisibility(Object.fromEntries(hideable.map((column) => [column.id, chosen.includes(column.id)])));
              }}
            >
              {hideable.map((column) => (
                <MenuItem key={column.id} id={column.id} className="menu__item">
                  {String(column.columnDef.header)}
                </MenuItem>
              ))}
            </Menu>
          </Popover>
        </MenuTrigger>
      </div>
      {page.items.length === 0 ? (
        <div className="empty-state">{empty}</div>
      ) : (
        <div className="table-scroll">
          <table className="table" aria-label={label}>
            <thead>
              <tr>
                {selection && (
                  <th scope="col" className="table__select">
                    <input
                      type="checkbox"
                      checked={allOnPageSelected}
                      aria-label={t('list.selectPage')}
                      onChange={(event) => toggle(pageIds, event.target.checked)}
                    />
                  </th>
                )}
                {table.getHeaderGroups()[0]!.headers.map((header) => {
                  const field = (header.column.columnDef.meta as ColumnMeta | undefined)?.sortField;
                  const direction = sortDirection(controls.state.sort, field);
                  const title = String(header.column.columnDef.header);
                  return (
                    <th key={header.id} scope="col" aria-sort={field ? (direction ?? 'none') : undefined}>
                      {field ? (
                        <button
                          type="button"
                          className="table__sort"
                          onClick={() => controls.setSort(direction === 'ascending' ? `-${field}` : field)}
                        >
                          {title}
                          <span aria-hidden="true">{direction === 'ascending' ? ' ▲' : direction === 'descending' ? ' ▼' : ''}</span>
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
                <tr key={row.id} aria-selected={selection ? selection.selected.has(row.id) : undefined}>
                  {selection && (
                    <td className="table__select">
                      <input
                        type="checkbox"
                        checked={selection.selected.has(row.id)}
                        aria-label={t('list.selectRow', { row: rowLabel(row.original) })}
                        onChange={(event) => toggle([row.id], event.target.checked)}
                      />
                    </td>
                  )}
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} data-label={String(cell.column.columnDef.header)}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page.total > 0 && <Pager page={page} controls={controls} />}
    </div>
  );
}
