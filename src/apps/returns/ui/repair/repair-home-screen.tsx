import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { Badge } from '../../../../ui/kit/badge';
import { FormError } from '../../../../ui/kit/form-error';
import { PageHeader } from '../../../../ui/kit/page-header';
import { QueryView } from '../../../../ui/kit/query-view';
import { useSubmit } from '../../../../ui/kit/use-submit';
import type { Repair, RepairDevice } from '../../application/ports/repair-gateway';
import { repairPaths } from '../../domain/repair-paths';
import { useAddToRepairCart, useMyRepairs, useRepairCart, useRepairDevices } from '../queries/repairs';
import { useProfile } from '../../../../ui/queries/use-account';
import { ClockText, deviceName, RepairCardHead, RepairFact } from './repair-parts';
import { RepairSettingsPanel } from './repair-settings-panel';

function DeviceCard({ device }: { device: RepairDevice }) {
  const { t } = useTranslation('returns-repair');
  const [, navigate] = useLocation();
  const add = useAddToRepairCart();
  const submit = useSubmit(async () => {
    const item = await add.mutateAsync(device.assetId);
    navigate(repairPaths.edit(item.id));
  });
  return (
    <li className="repair-card">
      <div className="repair-card__head">
        <h3 className="repair-card__title">{device.model}</h3>
        <span className="muted">{device.assetTag}</span>
      </div>
      {device.repairId === null ? (
        <RippleButton className="button" isDisabled={submit.pending} onPress={() => void submit.onSubmit()} aria-label={t('home.addNamed', { name: deviceName(device) })}>
          {t('home.add')}
        </RippleButton>
      ) : device.inCart ? (
        <Link href={repairPaths.cart()}>
          <Badge tone="info">{t('home.inCart')}</Badge>
        </Link>
      ) : (
        <Badge tone="warning">{t('home.inRepair')}</Badge>
      )}
      <FormError>{submit.error}</FormError>
    </li>
  );
}

function RepairCard({ repair }: { repair: Repair }) {
  const { t } = useTranslation('returns-repair');
  return (
    <li className="repair-card">
      <RepairCardHead repair={repair} heading="h3" />
      <dl className="repair-card__facts">
        <RepairFact label={t('home.fault')}>{t(`fault.${repair.faultCategory}`)}</RepairFact>
        <RepairFact label={t('home.due')}>
          <ClockText clock={repair.clocks.at(-1) ?? null} />
        </RepairFact>
        {repair.orderId && repair.orderNumber !== null && (
          <RepairFact label={t('home.order')}>
            <Link href={repairPaths.order(repair.orderId)}>#{repair.orderNumber}</Link>
          </RepairFact>
        )}
      </dl>
    </li>
  );
}

/** repair-devices: the devices the person holds, to put in the repair cart, and their repairs with state and SLA. */
export default function RepairHomeScreen() {
  const { t } = useTranslation('returns-repair');
  const devices = useRepairDevices();
  const repairs = useMyRepairs();
  const cart = useRepairCart();
  const profile = useProfile();
  const admin = profile.data?.role === 'admin' || profile.data?.role === 'owner';
  const count = cart.data?.items.length ?? 0;
  return (
    <section className="screen repair" aria-labelledby="repair-title">
      <PageHeader
        title={t('home.title')}
        titleId="repair-title"
        lead={t('home.lead')}
        actions={
          <Link href={repairPaths.cart()} className="button button--primary">
            {t('home.cart', { count })}
          </Link>
        }
      />
      <section className="panel" aria-labelledby="repair-devices">
        <h2 id="repair-devices">{t('home.devices')}</h2>
        <QueryView query={devices} isEmpty={(data) => data.items.length === 0} empty={t('home.noDevices')}>
          {(data) => (
            <ul className="repair-list repair-list--devices">
              {data.items.map((device) => (
                <DeviceCard key={device.assetId} device={device} />
              ))}
            </ul>
          )}
        </QueryView>
      </section>
      <section className="panel" aria-labelledby="repair-repairs">
        <h2 id="repair-repairs">{t('home.repairs')}</h2>
        <QueryView query={repairs} isEmpty={(data) => data.items.length === 0} empty={t('home.noRepairs')}>
          {(data) => (
            <ul className="repair-list">
              {data.items.map((repair) => (
                <RepairCard key={repair.id} repair={repair} />
              ))}
            </ul>
          )}
        </QueryView>
      </section>
      {admin && <RepairSettingsPanel />}
    </section>
  );
}
