import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NAV_BADGES, type NavBadge } from '../../../src/application/ports/nav-badge';
import { REALTIME, REALTIME_CONNECTED } from '../../../src/application/ports/realtime-port';
import { useNavBadges } from '../../../src/ui/queries/use-nav-badges';
import { ServicesProvider } from '../../../src/ui/services/service-context';
import { fakeRealtime } from '../fakes/fake-realtime';
import { fakeServices } from '../render-with-providers';

function Probe({ allowed }: { allowed: readonly string[] }) {
  const badges = useNavBadges(allowed);
  return <p>{JSON.stringify(badges)}</p>;
}

describe('the sidebar’s badges', () => {
  it('count through the app, again on its event or a reconnection, only for allowed apps and never zero', async () => {
    const realtime = fakeRealtime();
    let units = 0;
    const badge: NavBadge = { slug: 'cart', event: 'cart.changed', queryKey: ['cart'], fetch: async () => ({ units }), countOf: (data) => (data as { units: number }).units };
    const allowed = ['cart'];
    const view = render(
      <QueryClientProvider client={new QueryClient()}>
        <ServicesProvider services={fakeServices([[REALTIME, realtime.port], [NAV_BADGES, [badge]]])}>
          <Probe allowed={allowed} />
        </ServicesProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('{}')).toBeInTheDocument();
    units = 2;
    await act(async () => realtime.raise('cart.changed', { count: 2 }));
    expect(await screen.findByText('{"cart":2}')).toBeInTheDocument();
    units = 5;
    await act(async () => realtime.raise(REALTIME_CONNECTED));
    expect(await screen.findByText('{"cart":5}')).toBeInTheDocument();
    view.rerender(
      <QueryClientProvider client={new QueryClient()}>
        <ServicesProvider services={fakeServices([[REALTIME, realtime.port], [NAV_BADGES, [badge]]])}>
          <Probe allowed={[]} />
        </ServicesProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('{}')).toBeInTheDocument();
  });
});
