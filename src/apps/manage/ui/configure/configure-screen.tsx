import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { ConfirmAction } from '../../../../ui/kit/confirm-action';
import { formatMoney } from '../../../../ui/kit/format';
import { ModalDialog } from '../../../../ui/kit/modal-dialog';
import { PageHeader } from '../../../../ui/kit/page-header';
import { QueryView } from '../../../../ui/kit/query-view';
import { RecordTable, type RecordColumn } from '../../../../ui/kit/record-table';
import { SectionTabs } from '../../../../ui/kit/section-tabs';
import { CONFIG_KINDS, type ConfigKind, type ConfigRecord } from '../../application/ports/configure-gateway';
import { useConfigChanges, useConfigList } from '../queries/configure';
import { ConfigForm } from './config-form';
import { kindForms, type Options } from './config-kinds';
import { CustomFieldsCell } from './custom-fields-cell';
import { FleetSettingsPanel } from './fleet-settings-panel';

type Row = ConfigRecord & Record<string, unknown>;
const BASE = '/apps/manage-configure';
const TABS = [...CONFIG_KINDS, 'settings'] as const;
type Tab = (typeof TABS)[number];

function useOptions(): Options {
  const pick = (rows: readonly Row[] | undefined) => (rows ?? []).map((row) => ({ value: row.id, label: row.name }));
  return {
    manufacturers: pick(useConfigList('manufacturers').data?.items),
    productTypes: pick(useConfigList('productTypes').data?.items),
    depreciations: pick(useConfigList('depreciations').data?.items),
  };
}

/** What the list shows of each kind beside its name, and how many assets use it. */
function useColumns(kind: ConfigKind): RecordColumn<Row>[] {
  const { t, i18n } = useTranslation('manage-configure');
  const text = (value: unknown) => (value === null || value === undefined ? '—' : String(value));
  switch (kind) {
    case 'models':
      return [
        { header: t('fields.manufacturer'), cell: (row) => text((row.manufacturer as { name: string } | null)?.name) },
        { header: t('fields.productType'), cell: (row) => text((row.productType as { name: string }).name) },
        { header: t('fields.modelNumber'), cell: (row) => text(row.modelNumber) },
      ];
    case 'manufacturers':
      return [{ header: t('columns.models'), cell: (row) => text(row.modelCount) }];
    case 'productTypes':
      return [
        { header: t('fields.kind'), cell: (row) => t(`kinds.${String(row.kind)}`) },
        { header: t('columns.fields'), cell: (row) => <CustomFieldsCell type={row} /> },
      ];
    case 'statusLabels':
      return [
        { header: t('fields.type'), cell: (row) => t(`labelTypes.${String(row.type)}`) },
        { header: t('fields.colour'), cell: (row) => <span className="status-dot" style={{ background: String(row.colour) }} aria-hidden="true" /> },
      ];
    case 'depreciations':
      return [
        { header: t('fields.months'), cell: (row) => text(row.months) },
        { header: t('fields.floor'), cell: (row) => (row.floorCents === null ? '—' : formatMoney(row.floorCents as number, i18n.language)) },
      ];
  }
}

function RecordDialog({ kind, row, label, primary }: { kind: ConfigKind; row: Row | null; label: string; primary?: boolean }) {
  const { t } = useTranslation('manage-configure');
  const form = kindForms(t, useOptions())[kind];
  const changes = useConfigChanges(kind);
  const title = row ? t('editTitle', { name: row.name }) : t(`${kind}.add`);
  return (
    <DialogTrigger>
      <RippleButton className={primary ? 'button button--primary' : 'button button--small'} aria-label={row ? t('editOne', { name: row.name }) : undefined}>
        {label}
      </RippleButton>
      <ModalDialog title={title} side="end" size="large">
        {(close) => (
          <ConfigForm
            fields={form.fields}
            initial={form.draftOf(row)}
            close={close}
            onSave={(draft) => (row ? changes.update.mutateAsync({ id: row.id, values: { ...form.valuesOf(draft), version: row.version } }) : changes.create.mutateAsync(form.valuesOf(draft)))}
          />
        )}
      </ModalDialog>
    </DialogTrigger>
  );
}

function KindSection({ kind }: { kind: ConfigKind }) {
  const { t } = useTranslation('manage-configure');
  const list = useConfigList(kind);
  const changes = useConfigChanges(kind);
  const columns: RecordColumn<Row>[] = [
    { header: t('fields.name'), cell: (row) => row.name },
    ...useColumns(kind),
    { header: t('columns.assets'), cell: (row) => String(row.assetCount) },
    {
      header: t('columns.actions'),
      hiddenHeader: true,
      cell: (row) => (
        <span className="config-actions">
          <RecordDialog kind={kind} row={row} label={t('edit')} />
          <ConfirmAction
            label={t('delete')}
            ariaLabel={t('deleteOne', { name: row.name })}
            title={t('deleteTitle', { name: row.name })}
            confirmLabel={t('delete')}
            destructive
            isDisabled={row.assetCount > 0}
            onConfirm={() => changes.remove.mutateAsync({ id: row.id, version: row.version })}
          >
            {t('deleteText')}
          </ConfirmAction>
          {row.assetCount > 0 && <span className="muted">{t('inUse', { count: row.assetCount })}</span>}
        </span>
      ),
    },
  ];
  return (
    <section className="panel" aria-labelledby={`configure-${kind}`}>
      <div className="config-section__head">
        <div>
          <h2 id={`configure-${kind}`}>{t(`${kind}.title`)}</h2>
          <p className="muted">{t(`${kind}.lead`)}</p>
        </div>
        <RecordDialog kind={kind} row={null} label={t(`${kind}.add`)} primary />
      </div>
      <QueryView query={list} isEmpty={(data) => data.items.length === 0} empty={t(`${kind}.empty`)}>
        {(data) => <RecordTable label={t(`${kind}.title`)} columns={columns} rows={data.items} rowKey={(row) => row.id} />}
      </QueryView>
    </section>
  );
}

/** Manage Configure: the fleet's product types, makers, models, status labels, depreciation and audit interval. */
export default function ConfigureScreen() {
  const { t } = useTranslation('manage-configure');
  const asked = new URLSearchParams(useSearch()).get('tab');
  const [fallback] = useState<Tab>('models');
  const tab: Tab = (TABS as readonly string[]).includes(asked ?? '') ? (asked as Tab) : fallback;
  return (
    <div className="page">
      <PageHeader title={t('title')} lead={t('lead')} />
      <SectionTabs label={t('sections')} tabs={TABS.map((key) => ({ key, href: `${BASE}?tab=${key}`, label: t(`${key}.tab`), current: key === tab }))} />
      {tab === 'settings' ? <FleetSettingsPanel /> : <KindSection key={tab} kind={tab} />}
    </div>
  );
}
