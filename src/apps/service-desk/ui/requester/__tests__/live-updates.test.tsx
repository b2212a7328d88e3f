import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REALTIME, REALTIME_CONNECTED } from '../../../../../application/ports/realtime-port';
import { DESK_KEY } from '../../queries/use-desk-mutation';
import { TICKET_CHANGED_EVENT, useTicketLiveUpdates } from '../../queries/use-ticket-live-updates';
import { ServicesProvider } from '../../../../../ui/services/service-context';
import { fakeRealtime } from '../../../../../../tests/component/fakes/fake-realtime';
import { fakeServices } from '../../../../../../tests/component/render-with-providers';

let fetches = 0;

function TicketProbe({ id }: { id: string }) {
  useTicketLiveUpdates(id);
  const ticket = useQuery({ queryKey: [DESK_KEY, 'ticket', id], queryFn: () => ++fetches });
  return <p>fetched {ticket.data} times</p>;
}

describe('a ticket on view', () => {
  it('is fetched again when the server says it changed, or after a reconnection, and not for another ticket', async () => {
    const realtime = fakeRealtime();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ServicesProvider services={fakeServices([[REALTIME, realtime.port]])}>
          <TicketProbe id="ticket-1" />
        </ServicesProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('fetched 1 times')).toBeInTheDocument();
    await act(async () => realtime.raise(TICKET_CHANGED_EVENT, { ticketId: 'ticket-2', number: 2 }));
    expect(screen.getByText('fetched 1 times')).toBeInTheDocument();
    await act(async () => realtime.raise(TICKET_CHANGED_EVENT, { ticketId: 'ticket-1', number: 1 }));
    expect(await screen.findByText('fetched 2 times')).toBeInTheDocument();
    await act(async () => realtime.raise(REALTIME_CONNECTED));
    expect(await screen.findByText('fetched 3 times')).toBeInTheDocument();
  });
});
