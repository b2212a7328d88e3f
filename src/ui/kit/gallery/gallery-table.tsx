import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type Tone } from '../badge';
import { DataTable, type Column } from '../data-table';
import { DayText, Money } from '../display';
import { useListState } from '../use-list-state';

interface SampleRow {
  readonly id: string;
  readonly tag: string;
  readonly model: string;
  readonly holder: string;
  readonly state: Tone;
  readonly cents: number;
  readonly day: string;
}

const MODELS = ['Apple MacBook Pro 14 M3 Max with a very long configuration name', 'Dell Latitude 7440', 'Lenovo ThinkPad X1 Carbon Gen 12', 'HP EliteBook 840'];
const HOLDERS = ['Ada Admin', 'Eve Employee', 'Grace Hopper', ''];
const TONES: readonly Tone[] = ['success', 'info', 'warning', 'danger', 'neutral'];

const rows: readonly SampleRow[] = Array.from({ length: 42 }, (_, index) => ({
  id: `row-${index + 1}`,
  tag: `ACME-${String(index + 1).padStart(4, '0')}`,
  model: MODELS[index % MODELS.length]!,
  holder: HOLDERS[index % HOLDERS.length]!,
  state: TONES[index % TONES.length]!,
  cents: 89_900 + index * 12_345,
  day: `2026-${String((index % 12) + 1).padStart(2, '0')}-15`,
}));

/** The data table over 42 made-up rows, paged and sorted here as the server would. */
export function GalleryTable({ settingsKey }: { settingsKey: string }) {
  const { t } = useTranslation('kit-gallery');
  const controls = useListState([], { sort: 'tag' });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { page, pageSize, sort } = controls.state;
  const field = (sort ?? 'tag').replace(/^-/, '') as 'tag' | 'cents';
  const sorted = [...rows].sort((a, b) => (a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : 0));
  if (sort?.startsWith('-')) sorted.reverse();
  const columns: Column<SampleRow>[] = [
    { id: 'tag', header: t('table.tag'), meta: { sortField: 'tag', required: true }, cell: ({ row }) => row.original.tag },
    { id: 'model', header: t('table.model'), cell: ({ row }) => row.original.model },
    { id: 'holder', header: t('table.holder'), cell: ({ row }) => row.original.holder },
    { id: 'state', header: t('table.state'), cell: ({ row }) => <Badge tone={row.original.state} dot>{t(`tones.${row.original.state}`)}</Badge> },
    { id: 'cost', header: t('table.cost'), meta: { sortField: 'cents', numeric: true }, cell: ({ row }) => <Money cents={row.original.cents} /> },
    { id: 'day', header: t('table.day'), cell: ({ row }) => <DayText day={row.original.day} /> },
  ];
  return (
    <DataTable
      label={t('table.label')}
      settingsKey={settingsKey}
      columns={columns}
      page={{ items: sorted.slice((page - 1) * pageSize, page * pageSize), total: rows.length, page, pageSize }}
      controls={controls}
      selection={{ selected, onChange: setSelected }}
      rowLabel={(row) => row.tag}
      empty={t('table.empty')}
    />
  );
}
