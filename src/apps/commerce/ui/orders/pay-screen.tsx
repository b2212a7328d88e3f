import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { appBase } from '../../../../domain/routing/route-builders';
import { Badge } from '../../../../ui/kit/badge';
import { Money } from '../../../../ui/kit/display';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { PageHeader } from '../../../../ui/kit/page-header';
import { QueryView } from '../../../../ui/kit/query-view';
import { useSingleFlight } from '../../../../ui/kit/use-single-flight';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import type { CheckoutSummary } from '../../application/ports/checkout-gateway';
import { PAYMENT_METHODS, type PaymentMethod } from '../../domain/order-status';
import { useCheckoutSummary, usePay } from '../queries/orders';
import { OrderLines } from './order-lines';
import { OrderPlaced, type PlacedOrders } from './order-placed';
import { storePaths } from '../storefront/store-paths';
import { storeOf } from './order-store';
import { useOrdersProblemText } from './orders-problem-text';

/** shop/cart/pay and devicehub/cart/pay: pay the whole cart, one order per store, with approval above the threshold. */
export default function PayScreen({ match }: ScreenProps) {
  const { t } = useTranslation(['commerce-orders', 'commerce']);
  const store = storeOf(match);
  const summary = useCheckoutSummary(store);
  const [placed, setPlaced] = useState<PlacedOrders | null>(null);
  return (
    <section className="screen orders" aria-labelledby="pay-title">
      {placed ? (
        <PageHeader title={t('pay.placed', { count: placed.orders.length })} titleId="pay-title" lead={t('pay.thanks.lead')} />
      ) : (
        <PageHeader title={t('pay.title')} titleId="pay-title" lead={t('pay.lead')} />
      )}
      {placed ? (
        <OrderPlaced placed={placed} historyHref={storePaths(store).orders} storeHref={appBase(store)} />
      ) : (
        <QueryView
          query={summary}
          isEmpty={(data) => data.groups.length === 0}
          empty={
            <>
              <p>{t('pay.emptyCart')}</p>
              <Link className="button" href={`${appBase(store)}/cart`}>
                {t('pay.backToCart')}
              </Link>
            </>
          }
        >
          {(data) => <PayForm store={store} summary={data} onPlaced={setPlaced} />}
        </QueryView>
      )}
    </section>
  );
}

function PayForm({ store, summary, onPlaced }: { store: 'shop' | 'devicehub'; summary: CheckoutSummary; onPlaced: (placed: PlacedOrders) => void }) {
  const { t } = useTranslation('commerce-orders');
  const wordProblem = useOrdersProblemText();
  const pay = usePay(store);
  // Made once when the page opens: a retry (a second press, a lost answer) sends the same key and never pays twice.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const fallback = summary.addresses.find((address) => address.isDefault) ?? summary.addresses[0];
  const [locationId, setLocationId] = useState(fallback?.id ?? '');
  const covers = (method: PaymentMethod) =>
    method === 'company' || (method === 'wallet' ? summary.walletBalanceMinor : summary.creditsBalanceMinor) >= summary.totalMinor;
  const [method, setMethod] = useState<PaymentMethod>(PAYMENT_METHODS.find(covers) ?? 'wallet');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useSingleFlight(async () => {
    setFailure(null);
    try {
      const { orders } = await pay.mutateAsync({ idempotencyKey, paymentMethod: method, locationId });
      onPlaced({ orders, summary, locationId, method });
    } catch (error) {
      setFailure(wordProblem(error));
    }
  });
  const balanceOf = (each: PaymentMethod) => (each === 'wallet' ? summary.walletBalanceMinor : each === 'credits' ? summary.creditsBalanceMinor : null);
  return (
    <Form className="form orders-pay" validationBehavior="aria" onSubmit={(event) => (event.preventDefault(), void submit.run())}>
      {summary.groups.map((group) => (
        <section key={group.store} className="surface orders-pay__group" aria-labelledby={`pay-${group.store}`}>
          <h2 id={`pay-${group.store}`}>{t(`store.${group.store}`)}</h2>
          <OrderLines lines={group.lines} totalMinor={group.totalMinor} currency={summary.currency} />
          {group.needsApproval && <Badge tone="warning">{t('pay.needsApproval')}</Badge>}
        </section>
      ))}
      <fieldset className="orders-pay__choices">
        <legend>{t('pay.deliverTo')}</legend>
        {summary.addresses.length === 0 && <p className="muted">{t('pay.noAddresses')}</p>}
        {summary.addresses.map((address) => (
          <label key={address.id} className="surface orders-pay__choice">
            <input type="radio" name="pay-address" value={address.id} checked={address.id === locationId} onChange={() => setLocationId(address.id)} />
            <span>
              <strong>{address.name}</strong> <span className="muted">({t(`addressKind.${address.kind}`, { defaultValue: address.kind })})</span>
              <br />
              {address.line1}, {address.postcode} {address.city}, {address.country}
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="orders-pay__choices">
        <legend>{t('pay.payWith')}</legend>
        {PAYMENT_METHODS.map((each) => {
          const balance = balanceOf(each);
          return (
            <label key={each} className="surface orders-pay__choice">
              <input type="radio" name="pay-method" value={each} checked={each === method} disabled={!covers(each)} onChange={() => setMethod(each)} />
              <span>
                <strong>{t(`method.${each}`)}</strong>
                {balance !== null && (
                  <>
                    <br />
                    <span className="muted">
                      {t('pay.balance')} <Money cents={balance} currency={summary.currency} />
                      {!covers(each) && ` · ${t('pay.notEnough')}`}
                    </span>
                  </>
                )}
              </span>
            </label>
          );
        })}
      </fieldset>
      <p className="orders-pay__total orders-pay__total--grand">
        <span>{t('pay.total')}</span> <Money cents={summary.totalMinor} currency={summary.currency} />
      </p>
      {summary.groups.some((group) => group.needsApproval) && <p className="muted">{t('pay.approvalNote')}</p>}
      <FormError>{failure}</FormError>
      <FormButtons cancel={{ href: `${appBase(store)}/cart` }} submitLabel={t('pay.submit')} pending={submit.pending} isDisabled={!locationId} />
    </Form>
  );
}
