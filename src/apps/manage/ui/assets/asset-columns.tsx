import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Asset } from '../../application/ports/assets-gateway';
import { managePaths } from '../../domain/paths';
import type { Column } from '../../../../ui/kit/data-table';
import { formatDay, formatMoney } from '../../../../ui/kit/format';
import { StatusBadge, StatusLabelChip } from '../shared/asset-status-badge';

/** The columns every asset table shows; a screen may add its own after them. */
export function useAssetColumns(): Column<Asset>[] {
  const { t, i18n } = useTranslation(['manage-assets', 'manage']);
  return [
    {
      id: 'assetTag',
      header: t('field.assetTag'),
      meta: { sortField: 'assetTag', required: true },
      cell: ({ row }) => <Link href={managePaths.asset(row.original.id)}>{row.original.assetTag}</Link>,
    },
    { id: 'serial', header: t('field.serial'), meta: { sortField: 'serial', priority: 'low' }, cell: ({ row }) => row.original.serial },
    { id: 'productType', header: t('field.productType'), meta: { priority: 'low' }, cell: ({ row }) => t(`manage:productTypeOne.${row.original.productType}`) },
    {
      id: 'model',
      header: t('field.manufacturerModel'),
      // The widest cell: the folded columns read under it in a line or two.
      meta: { sortField: 'model', holdsDetails: true },
      cell: ({ row }) => [row.original.manufacturer, row.original.model].filter(Boolean).join(' '),
    },
    { id: 'status', header: t('field.status'), meta: { sortField: 'status' }, cell: ({ row }) => <StatusBadge status={row.original.status} /> },
    { id: 'statusLabel', header: t('field.statusLabel'), cell: ({ row }) => <StatusLabelChip label={row.original.statusLabel} /> },
    { id: 'assignee', header: t('field.assignee'), cell: ({ row }) => row.original.assignee?.name },
    { id: 'location', header: t('field.location'), meta: { priority: 'low' }, cell: ({ row }) => row.original.location?.name },
    {
      id: 'warrantyEnd',
      header: t('field.warrantyEnd'),
      meta: { sortField: 'warrantyEnd', priority: 'low' },
      cell: ({ row }) => formatDay(row.original.warrantyEnd, i18n.language),
    },
    {
      id: 'purchaseDate',
      header: t('field.purchaseDate'),
      meta: { sortField: 'purchaseDate', priority: 'low' },
      cell: ({ row }) => formatDay(row.original.purchaseDate, i18n.language),
    },
    { id: 'bookValue', header: t('field.bookValue'), meta: { numeric: true }, cell: ({ row }) => formatMoney(row.original.bookValueCents, i18n.language) },
  ];
}
