import type { CsvTable } from '../../../domain/imports/csv-table';
import {
  LOOP_DEVICE_TYPES,
  LOOP_DISPOSITIONS,
  LOOP_GRADES,
  type LoopDeviceType,
  type LoopDisposition,
  type LoopGrade,
} from './loop-device';

export const SERIAL_MAX_LENGTH = 64;
/** One bulk add at most: a pallet's worth, and one request's. */
export const LOOP_BULK_MAX = 500;

interface LoopDeviceRow {
  readonly line: number;
  readonly serial: string;
  readonly type: LoopDeviceType;
  readonly grade: LoopGrade | null;
  readonly disposition: LoopDisposition | null;
}

type LoopRowProblemCode = 'syntax' | 'serial-too-long' | 'serial-repeated' | 'type-unknown' | 'grade-unknown' | 'disposition-unknown' | 'too-many';

interface LoopRowProblem {
  readonly line: number;
  readonly code: LoopRowProblemCode;
  readonly value: string;
}

export interface LoopRowsPlan {
  readonly rows: readonly LoopDeviceRow[];
  readonly problems: readonly LoopRowProblem[];
}

const HEADER_NAMES: Record<string, 'serial' | 'type' | 'grade' | 'disposition'> = {
  serial: 'serial',
  'serial number': 'serial',
  serialnumber: 'serial',
  seriennummer: 'serial',
  type: 'type',
  'device type': 'type',
  typ: 'type',
  grade: 'grade',
  disposition: 'disposition',
};

/** Manage calls a smartphone a phone; both read the same. */
const TYPE_ALIASES: Record<string, LoopDeviceType> = { phone: 'smartphone' };

const normalised = (cell: string) => cell.trim().toLowerCase();

function pick<T extends string>(values: readonly T[], cell: string | undefined, transform: (cell: string) => string): T | null | undefined {
  if (cell === undefined || cell.trim() === '') return null;
  const value = transform(cell.trim());
  return values.find((each) => each === value);
}

/**
 * The devices of a pasted list or a CSV file. With a header naming a serial column, each record is one device with
 * its optional type, grade and disposition; without one, every cell (and every word of a cell) is a serial of the
 * default type, so a column copied from a spreadsheet or a line of serials both work. Repeats and unreadable values
 * are problems with their line; nothing is silently dropped.
 */
export function loopDeviceRowsOf(table: CsvTable, defaultType: LoopDeviceType): LoopRowsPlan {
  const problems: LoopRowProblem[] = table.errors.map((error) => ({ line: error.line, code: 'syntax', value: error.code }));
  const columns = table.header?.cells.map((cell) => HEADER_NAMES[normalised(cell)]) ?? [];
  const rows: LoopDeviceRow[] = [];
  const seen = new Set<string>();
  const add = (row: LoopDeviceRow) => {
    const key = row.serial.toUpperCase();
    if (row.serial.length > SERIAL_MAX_LENGTH) problems.push({ line: row.line, code: 'serial-too-long', value: row.serial });
    else if (seen.has(key)) problems.push({ line: row.line, code: 'serial-repeated', value: row.serial });
    else {
      seen.add(key);
      rows.push(row);
    }
  };

  if (!columns.includes('serial')) {
    const records = table.header ? [table.header, ...table.rows] : [];
    for (const record of records) {
      for (const serial of record.cells.flatMap((cell) => cell.split(/\s+/)).filter(Boolean)) {
        add({ line: record.line, serial, type: defaultType, grade: null, disposition: null });
      }
    }
  } else {
    const cellOf = (cells: readonly string[], name: string) => cells[columns.indexOf(name as never)];
    for (const { line, cells } of table.rows) {
      const serial = cellOf(cells, 'serial')?.trim() ?? '';
      if (serial === '') continue;
      const typeCell = cellOf(cells, 'type');
      const type = pick(LOOP_DEVICE_TYPES, typeCell, (cell) => TYPE_ALIASES[cell.toLowerCase()] ?? cell.toLowerCase());
      const grade = pick(LOOP_GRADES, cellOf(cells, 'grade'), (cell) => cell.toUpperCase());
      const disposition = pick(LOOP_DISPOSITIONS, cellOf(cells, 'disposition'), (cell) => cell.toLowerCase());
      if (type === undefined) problems.push({ line, code: 'type-unknown', value: typeCell ?? '' });
      if (grade === undefined) problems.push({ line, code: 'grade-unknown', value: cellOf(cells, 'grade') ?? '' });
      if (disposition === undefined) problems.push({ line, code: 'disposition-unknown', value: cellOf(cells, 'disposition') ?? '' });
      if (type === undefined || grade === undefined || disposition === undefined) continue;
      add({ line, serial, type: type ?? defaultType, grade, disposition });
    }
  }
  if (rows.length > LOOP_BULK_MAX) problems.push({ line: rows[LOOP_BULK_MAX]!.line, code: 'too-many', value: String(rows.length) });
  return { rows, problems: problems.sort((a, b) => a.line - b.line) };
}
