import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { Money } from '../../../../ui/kit/display';
import { PageHeader } from '../../../../ui/kit/page-header';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { QueryView } from '../../../../ui/kit/query-view';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import type { Cart, CartGroup, CartLine } from '../../application/ports/cart-gateway';
import { CART_MOUNTS, type CartMount } from '../../domain/cart-rules';
import { STORES, type Store } from '../../domain/catalogue-terms';
import { useCart, useCartLiveUpdates, useRemoveFromCart, useSetCartQuantity } from '../queries/cart';
import { ProductImage } from '../storefront/product-image';
import { storePaths } from '../storefront/store-paths';
import { QuantityField } from './quantity-field';
import { productPictureOf } from '../../domain/product-picture';

/** The app the cart was reached through: its route's slug (shop/cart, devicehub/cart, /cart, cartpage). */
function mountOf({ match }: ScreenProps): CartMount {
  const mount = CART_MOUNTS.find((each) => each === match.meta.slug);
  if (!mount) throw new Error(`${match.route.name} is no cart route`);
  return mount;
}

const storeOfMount = (mount: CartMount): Store | null => STORES.find((store) => store === mount) ?? null;

function Line({ mount, line, store }: { mount: CartMount; line: CartLine; store: Store }) {
  const { t } = useTranslation('commerce-cart');
  const setQuantity = useSetCartQuantity(mount);
  const remove = useRemoveFromCart(mount);
  const { problemText } = useProblemText();
  const failed = setQuantity.error ?? remove.error;
  return (
    <li className="cart-line">
      <ProductImage url={line.imageUrl} picture={productPictureOf(line.kind, line.name)} size="thumb" />
      <div className="cart-line__what">
        <Link href={storePaths(store).product(line.productId)} className="cart-line__name">
          {line.name}
        </Link>
        <span className="muted">
          {t('unitPrice')}{' '}
          <Money cents={line.unitPrice.amountMinor} currency={line.unitPrice.currency} />
        </span>
        {line.available < line.quantity && (
          <span className="cart-line__short">{line.available === 0 ? t('outOfStock') : t('onlyAvailable', { count: line.available })}</span>
        )}
        {failed && <span className="form-error">{problemText(failed)}</span>}
      </div>
      <QuantityField
        label={t('quantityOf', { name: line.name })}
        hideLabel
        value={line.quantity}
        isDisabled={setQuantity.isPending}
        onChange={(quantity) => setQuantity.mutate({ productId: line.productId, quantity })}
      />
      <span className="cart-line__total">
        <Money cents={line.lineTotal.amountMinor} currency={line.lineTotal.currency} />
      </span>
      <RippleButton className="button button--ghost cart-line__remove" aria-label={t('removeNamed', { name: line.name })} onPress={() => remove.mutate(line.productId)}>
        <Trash2 size={16} aria-hidden="true" />
      </RippleButton>
    </li>
  );
}

function Group({ mount, group }: { mount: CartMount; group: CartGroup }) {
  const { t } = useTranslation('commerce-cart');
  const id = `cart-group-${group.store}`;
  return (
    <section className="cart-group panel" aria-labelledby={id}>
      <div className="cart-group__head">
        <h2 id={id}>{t(`stores.${group.store}`)}</h2>
        <Link href={storePaths(group.store).home}>{t('continue')}</Link>
      </div>
      <ul className="cart-lines">
        {group.lines.map((line) => (
          <Line key={line.productId} mount={mount} line={line} store={group.store} />
        ))}
      </ul>
      <p className="cart-group__subtotal">
        <span>{t('subtotal', { store: t(`stores.${group.store}`) })}</span>
        <Money cents={group.subtotal.amountMinor} currency={group.subtotal.currency} />
      </p>
    </section>
  );
}

/** What the cart comes to, and the way to pay: through the store it is shown in, else the first store in it. */
function Summary({ mount, cart }: { mount: CartMount; cart: Cart }) {
  const { t } = useTranslation('commerce-cart');
  const currencies = new Set(cart.groups.map((group) => group.subtotal.currency));
  const total = cart.groups.reduce((sum, group) => sum + group.subtotal.amountMinor, 0);
  const payStore = storeOfMount(mount) ?? cart.groups[0]!.store;
  return (
    <aside className="cart-summary panel" aria-labelledby="cart-summary">
      <h2 id="cart-summary">{t('summary')}</h2>
      <p className="muted">{t('items', { count: cart.count })}</p>
      {currencies.size === 1 && (
        <p className="cart-summary__total">
          <span>{t('total')}</span>
          <Money cents={total} currency={[...currencies][0]!} />
        </p>
      )}
      {cart.groups.length > 1 && <p className="muted">{t('perStore', { count: cart.groups.length })}</p>}
      <Link href={storePaths(payStore).pay} className="button button--primary cart-summary__pay">
        {t('pay')}
      </Link>
    </aside>
  );
}

/**
 * The one cart, the same under /cart, its own page, shop/cart and devicehub/cart: lines grouped by store with
 * subtotals, quantities changed in place, kept live as it changes elsewhere.
 */
export default function CartScreen(props: ScreenProps) {
  const { t } = useTranslation(['commerce-cart', 'commerce']);
  const mount = mountOf(props);
  const cart = useCart(mount);
  useCartLiveUpdates();
  return (
    <section className={`screen cart-screen${mount === 'cartpage' ? ' cart-screen--page' : ''}`} aria-labelledby="cart-title">
      <PageHeader title={t('title')} titleId="cart-title" lead={cart.data && t('items', { count: cart.data.count })} />
      <QueryView
        query={cart}
        isEmpty={(data) => data.groups.length === 0}
        empty={
          <span className="cart-empty">
            {t('empty')} <Link href={storePaths('shop').home}>{t('stores.shop')}</Link>
            {' · '}
            <Link href={storePaths('devicehub').home}>{t('stores.devicehub')}</Link>
          </span>
        }
      >
        {(data) => (
          <div className="cart-layout">
            <div className="cart-groups">
              {data.groups.map((group) => (
                <Group key={group.store} mount={mount} group={group} />
              ))}
            </div>
            <Summary mount={mount} cart={data} />
          </div>
        )}
      </QueryView>
    </section>
  );
}
