import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../../../../contract/descriptor';
import { overrideMockApi, withMockApi } from '../../../../../../tests/component/shell/portal';
import { expectNoAxeViolations, openCampaigns, SCREEN_LOAD } from '../../__tests__/campaign-arrange';

withMockApi();

const next = () => screen.getByRole('button', { name: 'Next' });

/** A day some weeks from today, as a date field takes it. */
const inWeeks = (weeks: number) => new Date(Date.now() + weeks * 7 * 24 * 3600_000).toISOString().slice(0, 10);

describe('the campaign wizard', { timeout: 40_000 }, () => {
  it('picks people and their devices, asks for Recover’s deadline, sends the reader back to a field the server refused, and opens the new campaign at once', async () => {
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

    // A Recover campaign runs until its deadline: the wizard does not go on without one.
    const deadline = await screen.findByLabelText(/^Deadline/);
    expect(deadline).toBeRequired();
    await user.click(next());
    expect(await screen.findByText('Set the deadline: reminders and pickup days stop there.')).toBeInTheDocument();
    expect(deadline).toBeInvalid();
    expect(screen.getByRole('form', { name: 'Dates' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.type(deadline, '2020-01-01');
    await user.click(next());

    const name = await screen.findByRole('textbox', { name: /Campaign name/ });
    await user.type(name, 'Spring leavers');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Please send your laptop back.');
    expect(screen.getByText(/1 person, first contacted on/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start the campaign' }));

    // The deadline is on an earlier step: the wizard goes back there and says what is wrong, the rest still typed.
    expect(await screen.findByText('The deadline must come after the contact date.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Deadline/)).toHaveValue('2020-01-01');
    await expectNoAxeViolations(container);
    await user.clear(screen.getByLabelText(/^Deadline/));
    await user.type(screen.getByLabelText(/^Deadline/), inWeeks(3));
    await user.click(next());
    expect(screen.getByRole('textbox', { name: /Campaign name/ })).toHaveValue('Spring leavers');
    // The details page shows the create answer, never waiting for the campaign to load again.
    overrideMockApi(http.get(`${location.origin}${API_PREFIX}/recover/campaigns/:id`, () => delay('infinite')));
    await user.click(screen.getByRole('button', { name: 'Start the campaign' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring leavers' }, SCREEN_LOAD)).toBeInTheDocument();

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
