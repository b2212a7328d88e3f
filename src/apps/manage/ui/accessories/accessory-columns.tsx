import type { TFunction } from 'i18next';
import { Link } from 'wouter';
import type { Accessory } from '../../application/ports/accessories-gateway';
import { managePaths } from '../../domain/paths';
import { formatMoney } from '../../../../ui/kit/format';
import type { Column } from '../../../../ui/kit/data-table';
import { StockCell } from './stock-cell';

/** The columns both accessory lists show; each list adds its own actions. */
export function accessoryColumns(t: TFunction, language: string): Column<Accessory>[] {
  return [
    { id: 'name', header: t('columns.name'), accessorKey: 'name', meta: { sortField: 'name', required: true } },
    {
      id: 'category',
      header: t('columns.category'),
      meta: { sortField: 'category' },
      cell: ({ row }) => <Link href={managePaths.accessories(row.original.category)}>{row.original.category}</Link>,
    },
    { id: 'manufacturer', header: t('columns.manufacturer'), accessorKey: 'manufacturer' },
    { id: 'location', header: t('columns.location'), cell: ({ row }) => row.original.location?.name },
    { id: 'stock', header: t('columns.stock'), meta: { sortField: 'available' }, cell: ({ row }) => <StockCell accessory={row.original} /> },
    { id: 'cost', header: t('columns.cost'), cell: ({ row }) => formatMoney(row.original.costCents, language) },
  ];
}
