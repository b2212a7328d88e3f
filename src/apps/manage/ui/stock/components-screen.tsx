import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Component, ComponentDetails } from '../../application/ports/stock-gateway';
import { assetDetailPath } from '../../domain/fleet-paths';
import { TimeText } from '../../../../ui/kit/display';
import { AssetPicker } from '../shared/pickers';
import { useComponent, useComponents, useInstallComponent, useRemoveComponent, useSaveComponent } from '../queries/use-stock';
import { StockListScreen, StockPanel, stockFields, type StockColumns } from './stock-list-screen';
import { UnitsDialog } from './units-dialog';

const COLUMNS: StockColumns<Component> = { detail: 'serial', left: 'remaining', leftHeader: 'remaining', extra: 'total' };

const FIELDS = stockFields('serial', 'total');

function InstallDialog({ component }: { component: Component }) {
  const { t } = useTranslation('manage-consumables');
  const install = useInstallComponent();
  const [assetId, setAssetId] = useState<string | null>(null);
  return (
    <UnitsDialog
      label={t('components.install')}
      ariaLabel={t('components.installLabel', { name: component.name })}
      title={t('components.installTitle', { name: component.name })}
      lead={t('components.remaining', { remaining: component.remaining, total: component.total })}
      needsTarget={!assetId}
      onOpen={() => setAssetId(null)}
      target={(error) => <AssetPicker selectedId={assetId} onSelect={(asset) => setAssetId(asset?.id ?? null)} isRequired error={error} />}
      onSend={(quantity) => install.mutateAsync({ id: component.id, assetId: assetId!, quantity })}
    />
  );
}

function RemoveDialog({ component, install }: { component: ComponentDetails; install: ComponentDetails['installs'][number] }) {
  const { t } = useTranslation('manage-consumables');
  const remove = useRemoveComponent();
  return (
    <UnitsDialog
      label={t('components.remove')}
      ariaLabel={t('components.removeLabel', { tag: install.asset.assetTag })}
      title={t('components.removeTitle', { name: component.name, tag: install.asset.assetTag })}
      lead={t('components.held', { count: install.quantity })}
      needsTarget={false}
      onSend={(quantity) => remove.mutateAsync({ id: component.id, installId: install.id, quantity })}
    />
  );
}

/** The assets that hold units of the component the address names. */
function Installs({ id }: { id: string }) {
  const { t } = useTranslation('manage-consumables');
  return (
    <StockPanel query={useComponent(id)} title={(data) => t('components.installsOf', { name: data.name })}>
      {(data) =>
        data.installs.length === 0 ? (
          <p>{t('components.noInstalls')}</p>
        ) : (
          <ul className="record-list">
            {data.installs.map((install) => (
              <li key={install.id}>
                <Link href={assetDetailPath({ tag: install.asset.assetTag })}>{install.asset.assetTag}</Link> · {install.asset.model} ·{' '}
                {t('components.held', { count: install.quantity })} · <TimeText at={install.at} /> <RemoveDialog component={data} install={install} />
              </li>
            ))}
          </ul>
        )
      }
    </StockPanel>
  );
}

const installAction = (component: Component) => <InstallDialog component={component} />;
const installsPanel = (id: string) => <Installs id={id} />;

/** /manage-beta/components: parts installed into assets (RAM, disks), what remains and where the rest went. */
export default function ComponentsScreen() {
  return <StockListScreen kind="components" useItems={useComponents} useSave={useSaveComponent} columns={COLUMNS} fields={FIELDS} action={installAction} panel={installsPanel} />;
}
