import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { expectNoAxeViolations, openCampaigns, SCREEN_LOAD } from '../../__tests__/campaign-arrange';

withMockApi();

const next = () => screen.getByRole('button', { name: 'Next' });

describe('the campaign wizard', { timeout: 40_000 }, () => {
  it('picks people and their devices, sends the reader back to a field the server refused, and starts the campaign', async () => {
    const user = userEvent.setup();
    const { container, data, history } = await openCampaigns('/apps/recover');
    const people = await screen.findByRole('list', { name: 'People to pick' }, SCREEN_LOAD);
    await user.click(within(people).getByRole('checkbox', { name: /Eve Employee/ }));
    const devices = within(people).getByRole('group', { name: 'Devices of Eve Employee' });
    const offered = within(devices).getAllByRole('checkbox');
    expect(offered.length).toBeGreaterThan(1);
    expect(offered.every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await user.click(offered[0]!);
    expect(screen.getByText('1 person picked')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(next());

    const deadline = await screen.findByLabelText('Deadline');
    await user.type(deadline, '2020-01-01');
    await user.click(next());

    const name = await screen.findByRole('textbox', { name: /Campaign name/ });
    await user.type(name, 'Spring leavers');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Please send your laptop back.');
    expect(screen.getByText(/1 person, first contacted on/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start the campaign' }));

    // The deadline is on an earlier step: the wizard goes back there and says what is wrong, the rest still typed.
    expect(await screen.findByText('The deadline must come after the contact date.')).toBeInTheDocument();
    expect(screen.getByLabelText('Deadline')).toHaveValue('2020-01-01');
    await expectNoAxeViolations(container);
    await user.clear(screen.getByLabelText('Deadline'));
    await user.click(next());
    expect(screen.getByRole('textbox', { name: /Campaign name/ })).toHaveValue('Spring leavers');
    await user.click(screen.getByRole('button', { name: 'Start the campaign' }));

    const created = await waitFor(() => {
      const found = data.campaigns.find((campaign) => campaign.name === 'Spring leavers');
      expect(found).toBeDefined();
      return found!;
    });
    await waitFor(() => expect(history.location().path).toBe(`/apps/recover/campaign-details/${created.id}`));
    const [person] = data.peopleOf(created);
    expect(person).toMatchObject({ name: 'Eve Employee', state: 'requested' });
    expect(person!.devices).toHaveLength(offered.length - 1);
  });

  it('does not start a campaign without its name and message', async () => {
    const user = userEvent.setup();
    const { data } = await openCampaigns('/apps/loop');
    await screen.findByRole('list', { name: 'People to pick' }, SCREEN_LOAD);
    await user.click(next());
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Start the campaign' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Campaign name/ })).toBeInvalid());
    expect(data.campaigns.filter((campaign) => campaign.kind === 'loop')).toEqual([]);
  });

  it('speaks German', async () => {
    await openCampaigns('/apps/recover', { language: 'de' });
    expect(await screen.findByRole('list', { name: 'Wählbare Personen' }, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeInTheDocument();
  });
});
