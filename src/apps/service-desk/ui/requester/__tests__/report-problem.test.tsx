import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { openDesk, SCREEN_LOAD } from './arrange';
import { manageDataOf } from '../../../../manage/mocks/mock-state';
import { adminDataOf } from '../../../mocks/admin-mock-state';

withMockApi();

describe('reporting a problem', { timeout: 20_000 }, () => {
  it('under Support too: names what is missing, offers only the categories for problems employees may see, and opens the new ticket', async () => {
    const user = userEvent.setup();
    const { desk, history } = await openDesk((paths) => paths.reportProblem, { slug: 'support' });
    const category = await screen.findByRole('combobox', { name: 'Category' }, SCREEN_LOAD);
    expect([...category.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Choose…', 'Hardware', 'Software', 'Network']);

    await user.type(screen.getByRole('textbox', { name: /What is wrong/ }), 'Wi-Fi drops in room 4');
    await user.click(screen.getByRole('button', { name: 'Report problem' }));
    expect(category).toHaveAccessibleDescription('Choose a category.');
    expect(screen.getByRole('combobox', { name: 'Who is affected' })).toHaveAccessibleDescription('Choose who is affected.');
    expect(screen.getByText('Describe what happened.')).toBeInTheDocument();

    await user.selectOptions(category, 'Network');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Who is affected' }), 'My team');
    await user.type(screen.getByRole('textbox', { name: 'What happened' }), 'Since this morning, every ten minutes.');
    await user.click(screen.getByRole('button', { name: 'Report problem' }));

    const created = await waitFor(() => {
      const ticket = desk.tickets.find((each) => each.subject === 'Wi-Fi drops in room 4');
      expect(ticket).toBeDefined();
      return ticket!;
    });
    expect(created).toMatchObject({ serviceType: 'problem', impact: 'team', category: { name: 'Network' }, description: 'Since this morning, every ten minutes.' });
    await waitFor(() => expect(history.location().path).toBe(`/apps/support/ticket-detail/${created.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: `RES#${created.number} · Wi-Fi drops in room 4` })).toBeInTheDocument();
    expect(screen.getByText('Since this morning, every ten minutes.')).toBeInTheDocument();
  });

  it('names one of the reporter’s own devices, which the desk then sees on the ticket', async () => {
    const user = userEvent.setup();
    const { desk, state } = await openDesk((paths) => paths.reportProblem);
    const device = await screen.findByRole('combobox', { name: 'Which of your devices' }, SCREEN_LOAD);
    const held = manageDataOf(state).assets.filter((asset) => asset.status === 'deployed');
    expect([...device.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['None of them', ...held.map((asset) => `${asset.assetTag} · ${asset.model}`)]);

    await user.type(screen.getByRole('textbox', { name: /What is wrong/ }), 'Screen flickers');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Hardware');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Who is affected' }), 'Just me');
    await user.type(screen.getByRole('textbox', { name: 'What happened' }), 'Since the update.');
    await user.selectOptions(device, held[0]!.assetTag + ' · ' + held[0]!.model);
    await user.click(screen.getByRole('button', { name: 'Report problem' }));

    const created = await waitFor(() => {
      const ticket = desk.tickets.find((each) => each.subject === 'Screen flickers');
      expect(ticket).toBeDefined();
      return ticket!;
    });
    expect(adminDataOf(state).fieldsOf(created).assetId).toBe(held[0]!.id);
  });
});
