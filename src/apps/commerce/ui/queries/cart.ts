import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useService } from '../../../../ui/services/service-context';
import { CART_GATEWAY, CART_KEY, type Cart, type CartGateway } from '../../application/ports/cart-gateway';
import { CART_CHANGED_EVENT, type CartMount } from '../../domain/cart-rules';
import { useLiveRefresh } from '../../../../ui/queries/use-live-refresh';

function useCartGateway() {
  return useService<CartGateway>(CART_GATEWAY);
}

export function useCart(mount: CartMount) {
  const gateway = useCartGateway();
  return useQuery({ queryKey: [CART_KEY, mount], queryFn: () => gateway.get(mount) });
}

/** A change answers the whole cart: it shows at once under this mount, and the others fetch it anew. */
function useCartChange<Input>(mount: CartMount, change: (gateway: CartGateway, input: Input) => Promise<Cart>) {
  const gateway = useCartGateway();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => change(gateway, input),
    onSuccess: (cart) => {
      client.setQueryData([CART_KEY, mount], cart);
      void client.invalidateQueries({ queryKey: [CART_KEY], predicate: (query) => query.queryKey[1] !== mount });
    },
  });
}

export const useAddToCart = (mount: CartMount) =>
  useCartChange(mount, (gateway, line: { productId: string; quantity: number }) => gateway.add(mount, line));

export const useSetCartQuantity = (mount: CartMount) =>
  useCartChange(mount, (gateway, line: { productId: string; quantity: number }) => gateway.setQuantity(mount, line.productId, line.quantity));

export const useRemoveFromCart = (mount: CartMount) => useCartChange(mount, (gateway, productId: string) => gateway.remove(mount, productId));

/** The cart on view follows the server's change event: another tab, or an order that took its lines. */
export function useCartLiveUpdates(): void {
  useLiveRefresh(CART_CHANGED_EVENT, CART_KEY);
}
