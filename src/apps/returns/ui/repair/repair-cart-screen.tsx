import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { FormError } from '../../../../ui/kit/form-error';
import { formatMoney } from '../../../../ui/kit/format';
import { PageHeader } from '../../../../ui/kit/page-header';
import { QueryView } from '../../../../ui/kit/query-view';
import { TextInput } from '../../../../ui/kit/text-input';
import { useSubmit } from '../../../../ui/kit/use-submit';
import type { RepairCart, RepairCartItem, ReturnAddress } from '../../application/ports/repair-gateway';
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

const NO_ADDRESS: ReturnAddress = { name: '', line1: '', city: '', postcode: '', country: '' };

/** Where the person sends the devices from and has them shipped back to; without it they hand them in at the desk. */
function AddressFields({ address, onChange, fieldError }: { address: ReturnAddress; onChange: (address: ReturnAddress) => void; fieldError: (field: string) => string | undefined }) {
  const { t } = useTranslation('returns-repair');
  const field = (key: keyof ReturnAddress, label: string, extra: { maxLength?: number } = {}) => (
    <TextInput label={label} value={String(address[key] ?? '')} onChange={(value) => onChange({ ...address, [key]: value })} isRequired error={fieldError(`returnAddress.${key}`)} {...extra} />
  );
  return (
    <fieldset className="repair-address">
      <legend>{t('cart.address')}</legend>
      {field('name', t('cart.addressName'))}
      {field('line1', t('cart.addressLine1'))}
      {field('postcode', t('cart.addressPostcode'))}
      {field('city', t('cart.addressCity'))}
      {field('country', t('cart.addressCountry'), { maxLength: 2 })}
    </fieldset>
  );
}

function CartBody({ cart }: { cart: RepairCart }) {
  const { t, i18n } = useTranslation('returns-repair');
  const [, navigate] = useLocation();
  const send = useSubmitRepairCart();
  const [shipping, setShipping] = useState(false);
  const [address, setAddress] = useState<ReturnAddress>(NO_ADDRESS);
  const undescribed = cart.items.some((item) => item.faultCategory === null);
  const submit = useSubmit(async () => {
    const order = await send.mutateAsync(shipping ? address : null);
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
        <label className="repair-ship">
          <input type="checkbox" checked={shipping} onChange={(event) => setShipping(event.target.checked)} /> {t('cart.shipIt')}
        </label>
        {shipping ? <AddressFields address={address} onChange={setAddress} fieldError={(field) => submit.fieldError(`body.${field}`)} /> : <p className="muted">{t('cart.handIn')}</p>}
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
