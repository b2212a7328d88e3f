import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { expectNoAxeViolations, openCampaigns, SCREEN_LOAD } from '../../__tests__/campaign-arrange';

withMockApi();

/** The demo's Leavers November, opened at one of its pages. */
async function openLeavers(page: (id: string, eveId: string) => string, language: 'en' | 'de' = 'en') {
  const portal = await openCampaigns('/dashboard', { language });
  const campaign = portal.data.campaigns.find((each) => each.name === 'Leavers November')!;
  const eve = portal.data.peopleOf(campaign)[0]!;
  await portal.navigation.navigate(page(campaign.id, eve.id));
  return { ...portal, campaign };
}

describe('changing a running campaign', { timeout: 40_000 }, () => {
  it('updates the name and reminders, the server’s refusal shown at the field it concerns', async () => {
    const user = userEvent.setup();
    const { container, data, campaign, history } = await openLeavers((id) => `/apps/recover/update-campaign/${id}`);
    const name = await screen.findByRole('textbox', { name: /Campaign name/ }, SCREEN_LOAD);
    expect(name).toHaveValue('Leavers November');
    // A Recover campaign keeps a deadline: emptied, the form says so and sends nothing.
    const deadline = screen.getByLabelText(/^Deadline/);
    await user.clear(deadline);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Set the deadline: reminders and pickup days stop there.')).toBeInTheDocument();
    expect(data.campaigns.find((each) => each.id === campaign.id)!.version).toBe(campaign.version);
    await user.type(deadline, campaign.deadline!);
    await user.clear(name);
    await user.type(name, 'Leavers December');
    const adminDay = screen.getByRole('spinbutton', { name: 'Tell the admin on day' });
    await user.clear(adminDay);
    await user.type(adminDay, '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The admin is told only after the last reminder (day 9).')).toBeInTheDocument();
    expect(adminDay).toBeInvalid();
    await expectNoAxeViolations(container);

    await user.clear(adminDay);
    await user.type(adminDay, '14');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.location().path).toBe(`/apps/recover/campaign-details/${campaign.id}`));
    expect(data.campaigns.find((each) => each.id === campaign.id)).toMatchObject({ name: 'Leavers December', reminderPolicy: { adminAfterDays: 14 } });
  });

  it('adds people not yet in the campaign', async () => {
    const user = userEvent.setup();
    const { container, data, campaign, history } = await openLeavers((id) => `/apps/recover/campaign-details/add-user/${id}`);
    const people = await screen.findByRole('list', { name: 'People to pick' }, SCREEN_LOAD);
    // Eve is in the campaign already.
    expect(within(people).getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual([expect.stringContaining('Ada Admin')]);
    expect(screen.getByRole('button', { name: 'Add 0 people' })).toBeDisabled();
    await user.click(within(people).getByRole('checkbox', { name: /Ada Admin/ }));
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Add 1 person' }));
    await waitFor(() => expect(history.location().path).toBe(`/apps/recover/campaign-details/${campaign.id}`));
    expect(data.peopleOf(campaign).map((person) => person.name)).toEqual(['Eve Employee', 'Ada Admin']);
  });

  it('corrects a person’s name and the devices the campaign is about', async () => {
    const user = userEvent.setup();
    const { container, data, campaign, history } = await openLeavers((id, eveId) => `/apps/recover/campaign-details/edit-user/${id}/${eveId}`);
    const name = await screen.findByRole('textbox', { name: /Name/ }, SCREEN_LOAD);
    await user.clear(name);
    await user.type(name, 'Eve Example');
    const devices = await screen.findByRole('group', { name: 'Devices of Eve Employee' });
    const boxes = within(devices).getAllByRole('checkbox');
    await user.click(boxes[0]!);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.location().path).toBe(`/apps/recover/campaign-details/${campaign.id}`));
    const [eve] = data.peopleOf(campaign);
    expect(eve).toMatchObject({ name: 'Eve Example' });
    expect(eve!.devices).toHaveLength(boxes.length - 1);
  });

  it('speaks German', async () => {
    await openLeavers((id) => `/apps/recover/update-campaign/${id}`, 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kampagne ändern' }, SCREEN_LOAD)).toBeInTheDocument();
  });
});
