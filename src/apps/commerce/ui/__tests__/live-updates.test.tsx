import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REALTIME, REALTIME_CONNECTED } from '../../../../application/ports/realtime-port';
import { CART_KEY } from '../../application/ports/cart-gateway';
import { CART_CHANGED_EVENT } from '../../domain/cart-rules';
import { ORDER_CHANGED_EVENT } from '../../domain/order-status';
import { WALLET_CHANGED_EVENT } from '../../domain/wallet-ledger';
import { useCartLiveUpdates } from '../queries/cart';
import { ORDERS_KEY, useOrderLiveUpdates } from '../queries/orders';
import { useWalletLiveUpdates, WALLET_KEY } from '../queries/wallet';
import { ServicesProvider } from '../../../../ui/services/service-context';
import { fakeRealtime } from '../../../../../tests/component/fakes/fake-realtime';
import { fakeServices } from '../../../../../tests/component/render-with-providers';

const screens = [
  { name: 'the request history', useLive: useOrderLiveUpdates, key: ORDERS_KEY, event: ORDER_CHANGED_EVENT, payload: { orderId: 'order-1' } },
  { name: 'the wallet', useLive: useWalletLiveUpdates, key: WALLET_KEY, event: WALLET_CHANGED_EVENT, payload: { personId: 'person-1' } },
  { name: 'the cart', useLive: useCartLiveUpdates, key: CART_KEY, event: CART_CHANGED_EVENT, payload: { count: 2 } },
];

describe.each(screens)('$name on view', ({ useLive, key, event, payload }) => {
  it('fetches its data again when the server says it changed, or after a reconnection, and not for another screen’s change', async () => {
    let fetches = 0;
    function Probe() {
      useLive();
      const mine = useQuery({ queryKey: [key, 'summary'], queryFn: () => ++fetches });
      const other = useQuery({ queryKey: ['another-screen'], queryFn: () => 'other' });
      return (
        <p>
          fetched {mine.data} times, {other.data}
        </p>
      );
    }
    const realtime = fakeRealtime();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ServicesProvider services={fakeServices([[REALTIME, realtime.port]])}>
          <Probe />
        </ServicesProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('fetched 1 times, other')).toBeInTheDocument();
    const elsewhere = screens.find((each) => each.event !== event)!;
    await act(async () => realtime.raise(elsewhere.event, elsewhere.payload));
    expect(screen.getByText('fetched 1 times, other')).toBeInTheDocument();
    await act(async () => realtime.raise(event, payload));
    expect(await screen.findByText('fetched 2 times, other')).toBeInTheDocument();
    await act(async () => realtime.raise(REALTIME_CONNECTED));
    expect(await screen.findByText('fetched 3 times, other')).toBeInTheDocument();
  });
});
