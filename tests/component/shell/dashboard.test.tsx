import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MOCK_DEMO, MockState } from '../../mocks/handlers';
import { renderPortal, withMockApi } from './portal';

withMockApi();

/** The admin's recent activity: a campaign created, and a change of a kind the portal has no words for yet. */
function activityState(language: 'en' | 'de') {
  const state = new MockState();
  for (const user of state.users) user.settings.language = language;
  const admin = state.users.find((user) => user.email === MOCK_DEMO.admin.email)!;
  state.record(admin, { impersonatorUserId: null }, { action: 'scanner.beam-aligned', entityType: 'scanner' });
  state.record(admin, { impersonatorUserId: null }, { action: 'campaign.created', entityType: 'campaign', entityId: 'campaign-1', appSlug: 'recover' });
  return state;
}

async function recentActivity(language: 'en' | 'de', heading: string) {
  await renderPortal({ url: '/dashboard', signedInAs: 'admin', state: activityState(language), language });
  const section = (await screen.findByRole('heading', { level: 2, name: heading }, { timeout: 15_000 })).closest('section')!;
  return within(section);
}

describe("the dashboard's recent activity", () => {
  it('says in words who did what, and keeps the code at hand', async () => {
    const activity = await recentActivity('en', 'Recent activity');
    const created = await activity.findByText('created a campaign');
    expect(created.closest('li')).toHaveTextContent(/^Ada Admin created a campaign/);
    expect(created).toHaveAttribute('title', 'campaign.created');
    expect(activity.getByText('Scanner: beam aligned')).toHaveAttribute('title', 'scanner.beam-aligned');
    expect(activity.queryByText(/campaign\.created/)).not.toBeInTheDocument();
  });

  it('says it in German', async () => {
    const activity = await recentActivity('de', 'Letzte Aktivitäten');
    expect((await activity.findByText('hat eine Kampagne angelegt')).closest('li')).toHaveTextContent(/^Ada Admin hat eine Kampagne angelegt/);
  });
});
