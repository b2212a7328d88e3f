import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CampaignsMockData } from '../../../mocks/campaigns-mock-state';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { expectNoAxeViolations, openPublicPage, SCREEN_LOAD } from '../../__tests__/campaign-arrange';

withMockApi();

const evePage = (data: CampaignsMockData) => `/recover/help-with-return/${data.eveReturnLink}`;
const evesState = (data: CampaignsMockData) => data.people.find((person) => person.name === 'Eve Employee')!.state;

describe('the help-with-return page', { timeout: 40_000 }, () => {
  it('confirms address, phone and packaging, refusing a phone number that is none, then books a pickup slot', async () => {
    const user = userEvent.setup();
    const { container, data } = await openPublicPage(evePage);
    expect(await screen.findByText('Hello Eve Employee,', undefined, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByText('Thank you for your time with us. Please send your laptop back.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'To return' })).toBeInTheDocument();
    expect(screen.getByText('Demo tablet')).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.type(screen.getByRole('textbox', { name: 'Pickup address' }), 'Hauptstr. 1, 10115 Berlin');
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), 'call me maybe');
    await user.click(screen.getByRole('checkbox', { name: 'I have packaging for the devices' }));
    await user.click(screen.getByRole('button', { name: 'Confirm my details' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Phone number/ })).toBeInvalid());
    expect(evesState(data)).toBe('awaiting-employee');

    await user.clear(screen.getByRole('textbox', { name: /Phone number/ }));
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '+49 30 1234567');
    await user.click(screen.getByRole('button', { name: 'Confirm my details' }));
    expect(await screen.findByText('Your details are saved.')).toBeInTheDocument();
    expect(evesState(data)).toBe('confirmed');

    const slots = screen.getByRole('combobox', { name: 'Pickup slot' });
    const firstSlot = within(slots).getAllByRole('option')[1]!;
    await user.selectOptions(slots, firstSlot);
    await user.click(screen.getByRole('button', { name: 'Book the pickup' }));
    expect(await screen.findByText('Your pickup is booked.')).toBeInTheDocument();
    expect(screen.getByText(/^Pickup booked: /)).toBeInTheDocument();
    expect(evesState(data)).toBe('pickup-booked');
    expect(screen.getByRole('textbox', { name: 'Pickup address' })).toHaveValue('Hauptstr. 1, 10115 Berlin');
    await expectNoAxeViolations(container);
  });

  it('takes "already returned", after which the page takes no more answers', async () => {
    const user = userEvent.setup();
    const { data } = await openPublicPage(evePage);
    await user.click(await screen.findByRole('radio', { name: 'I already returned them' }, SCREEN_LOAD));
    await user.type(screen.getByRole('textbox', { name: 'How and when did you return them?' }), 'Handed them to reception on Friday.');
    await user.click(screen.getByRole('button', { name: 'Tell the IT team' }));
    expect(await screen.findByText('You told us the devices are already back. Thank you.')).toBeInTheDocument();
    expect(screen.getByText('This page takes no more answers. Thank you.')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'How the devices come back' })).not.toBeInTheDocument();
    expect(evesState(data)).toBe('in-transit');
  });

  it('says plainly when the link has expired, and that it does not work when withdrawn, short, malformed or unknown', async () => {
    const expired = await openPublicPage((data) => {
      Object.assign(data.links[0]!, { expiresAt: new Date(Date.now() - 1000).toISOString() });
      return evePage(data);
    });
    expect(await screen.findByText('This link has expired', undefined, SCREEN_LOAD)).toBeInTheDocument();
    await expectNoAxeViolations(expired.container);
    expired.unmount();

    const withdrawn = await openPublicPage((data) => {
      data.revokeLinks(data.links[0]!.personId);
      return evePage(data);
    });
    expect(await screen.findByText('This link does not work', undefined, SCREEN_LOAD)).toBeInTheDocument();
    withdrawn.unmount();

    for (const link of ['x'.repeat(43), 'madeup', encodeURIComponent('not a link ✗')]) {
      const unknown = await openPublicPage(() => `/recover/help-with-return/${link}`);
      expect(await screen.findByText('This link does not work', undefined, SCREEN_LOAD)).toBeInTheDocument();
      expect(screen.queryByText('Some fields need attention')).not.toBeInTheDocument();
      unknown.unmount();
    }
  });

  it('speaks of several devices as them and of one as it, in English and in German', async () => {
    // Eve returns the three devices she holds.
    const several = await openPublicPage(evePage);
    expect(await screen.findByText('Hello Eve Employee,', undefined, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Returning your devices' })).toBeInTheDocument();
    expect(screen.getByText(/^Please return them by /)).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'How the devices come back' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Book a pickup' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'I already returned them' })).not.toBeChecked();
    expect(screen.getByText(/^A courier collects the devices/)).toBeInTheDocument();
    several.unmount();

    const oneOnly = (data: CampaignsMockData) => {
      const eve = data.people.find((person) => person.name === 'Eve Employee')!;
      data.change(eve, { devices: eve.devices.slice(0, 1) });
      return evePage(data);
    };
    const one = await openPublicPage(oneOnly);
    expect(await screen.findByText('Hello Eve Employee,', undefined, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Returning your device' })).toBeInTheDocument();
    expect(screen.getByText(/^Please return it by /)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'I already returned it' })).toBeInTheDocument();
    one.unmount();

    await openPublicPage(oneOnly, 'de');
    expect(await screen.findByText('Hallo Eve Employee,', undefined, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ihr Gerät zurückgeben' })).toBeInTheDocument();
    expect(screen.getByText(/^Bitte geben Sie es bis /)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Ich habe es schon zurückgegeben' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Ich habe eine Verpackung für das Gerät' })).toBeInTheDocument();
  });

  it('speaks German to a visitor whose browser does', async () => {
    await openPublicPage(evePage, 'de');
    expect(await screen.findByText('Hallo Eve Employee,', undefined, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Zurückzugeben' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Abholadresse' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Meine Angaben bestätigen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ihre Geräte zurückgeben' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Ich habe sie schon zurückgegeben' })).toBeInTheDocument();
  });

  it('is also reached by the mail’s older addresses', async () => {
    const { history } = await openPublicPage((data) => `/device-already-return/${data.eveReturnLink}`);
    expect(await screen.findByText('Hello Eve Employee,', undefined, SCREEN_LOAD)).toBeInTheDocument();
    expect(history.location().path).toMatch(/^\/recover\/help-with-return\//);
  });
});
