import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { FormError } from '../../../../ui/kit/form-error';
import { formatMoney } from '../../../../ui/kit/format';
import { PageHeader } from '../../../../ui/kit/page-header';
import { QueryView } from '../../../../ui/kit/query-view';
import { useSubmit } from '../../../../ui/kit/use-submit';
import type { RepairCart, RepairCartItem } from '../../application/ports/repair-gateway';
import { repairPaths } from '../../domain/repair-paths';
import { useRemoveFromRepairCart, useRepairCart, useSubmitRepairCart } from '../queries/repairs';
import { deviceName, EstimateText } from './repair-parts';

function CartLine({ item, currency }: { item: RepairCartItem; currency: string }) {
  const { t } = useTranslation('returns-repair');
  const remove = useRemoveFromRepairCart();
  const name = deviceName(item);
  return (
    <li className="repair-card">
      <div className="repair-card__head">
        <h2 className="repair-card__title">{name}</h2>
        <RippleButton className="button button--ghost" isDisabled={remove.isPending} onPress={() => remove.mutate(item.id)}>
          {t('cart.remove', { name: item.assetTag })}
        </RippleButton>
      </div>
      <dl className="repair-card__facts">
        <div>
          <dt>{t('home.fault')}</dt>
          <dd>{item.faultCategory ? t(`fault.${item.faultCategory}`) : <span className="muted">{t('cart.undescribed')}</span>}</dd>
        </div>
        <div>
          <dt>{t('estimate.label')}</dt>
          <dd>
            <EstimateText amount={item.estimateMinor} currency={currency} needsApproval={item.needsApproval} />
          </dd>
        </div>
      </dl>
      {item.description && <p>{item.description}</p>}
      <div className="repair-card__actions">
        <Link href={repairPaths.edit(item.id)} className={item.faultCategory ? 'button' : 'button button--primary'} aria-label={`${item.faultCategory ? t('cart.change') : t('cart.describe')}: ${name}`}>
          {item.faultCategory ? t('cart.change') : t('cart.describe')}
        </Link>
      </div>
    </li>
  );
}

function CartBody({ cart }: { cart: RepairCart }) {
  const { t, i18n } = useTranslation('returns-repair');
  const [, navigate] = useLocation();
  const send = useSubmitRepairCart();
  const undescribed = cart.items.some((item) => item.faultCategory === null);
  const submit = useSubmit(async () => {
    const order = await send.mutateAsync();
    navigate(repairPaths.order(order.orderId));
  });
  const count = cart.items.length;
  return (
    <>
      <ul className="repair-list">
        {cart.items.map((item) => (
          <CartLine key={item.id} item={item} currency={cart.currency} />
        ))}
      </ul>
      <div className="repair-submit">
        {cart.items.some((item) => item.needsApproval) && (
          <p className="muted">{t('cart.approvalNote', { threshold: formatMoney(cart.approvalThresholdMinor, i18n.language, cart.currency) })}</p>
        )}
        {undescribed && <p className="muted">{t('cart.undescribedNote')}</p>}
        <RippleButton className="button button--primary" isDisabled={undescribed || submit.pending} onPress={() => void submit.onSubmit()}>
          {count === 1 ? t('cart.submitOne') : t('cart.submit', { count })}
        </RippleButton>
        <FormError>{submit.error}</FormError>
      </div>
    </>
  );
}

/** repair-devices/repair-cart: the devices to send, each with its fault and estimate, sent together as one order. */
export default function RepairCartScreen() {
  const { t } = useTranslation('returns-repair');
  const cart = useRepairCart();
  return (
    <section className="screen repair" aria-labelledby="repair-cart-title">
      <PageHeader title={t('cart.title')} titleId="repair-cart-title" lead={t('cart.lead')} />
      <section className="panel">
        <QueryView
          query={cart}
          isEmpty={(data) => data.items.length === 0}
          empty={
            <>
              <p>{t('cart.empty')}</p>
              <Link href={repairPaths.home()} className="button">
                {t('cart.emptyAction')}
              </Link>
            </>
          }
        >
          {(data) => <CartBody cart={data} />}
        </QueryView>
      </section>
    </section>
  );
}
