import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { openDesk, SCREEN_LOAD } from './arrange';

withMockApi();

describe('requesting a service', { timeout: 20_000 }, () => {
  it('asks for the required fields of the chosen service, then sends the request with a file and opens the new ticket', async () => {
    const user = userEvent.setup();
    const { desk, history } = await openDesk((paths) => paths.requestService);
    await user.click(await screen.findByRole('radio', { name: /New laptop/ }, SCREEN_LOAD));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveAccessibleDescription('Fill this in.');
    expect(screen.getByRole('textbox', { name: 'Why do you need it' })).toBeInvalid();
    expect(desk.tickets).toHaveLength(5);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Model' }), 'ThinkPad X1');
    await user.type(screen.getByRole('textbox', { name: 'Why do you need it' }), 'Mine is five years old.');
    await user.upload(screen.getByLabelText('Attach files'), new File(['%PDF-1.4'], 'quote.pdf', { type: 'application/pdf' }));
    const picked = screen.getByRole('list', { name: 'Files to attach' });
    expect(within(picked).getByText('quote.pdf')).toBeInTheDocument();
    await waitFor(() => expect(within(picked).queryByText('Uploading…')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    const created = await waitFor(() => {
      const ticket = desk.tickets.find((each) => each.subject === 'New laptop');
      expect(ticket).toBeDefined();
      return ticket!;
    });
    await waitFor(() => expect(history.location().path).toBe(`/apps/resolve-now/ticket-detail/${created.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: `RES#${created.number} · New laptop` })).toBeInTheDocument();
    expect(screen.getAllByText('Awaiting approval').length).toBeGreaterThan(0);
    expect(screen.getByText('ThinkPad X1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'quote.pdf' })).toBeInTheDocument();
    expect(created.answers).toEqual([
      { key: 'model', label: 'Model', value: 'ThinkPad X1' },
      { key: 'reason', label: 'Why do you need it', value: 'Mine is five years old.' },
    ]);
  });

  it('shows only the chosen service type\'s fields', async () => {
    const user = userEvent.setup();
    await openDesk((paths) => paths.requestService);
    await user.click(await screen.findByRole('radio', { name: /Software licence/ }, SCREEN_LOAD));
    expect(screen.getByRole('group', { name: 'Software licence' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Product' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Model' })).not.toBeInTheDocument();
  });

  it('says so when the catalogue offers nothing', async () => {
    await openDesk((paths, desk) => {
      desk.requestTypes.splice(0);
      return paths.requestService;
    });
    expect(await screen.findByText('The catalogue is empty: nothing can be requested yet.', {}, SCREEN_LOAD)).toBeInTheDocument();
  });
});
