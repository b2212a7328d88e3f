import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProblemTypes } from '../../../contract/problem';
import { overrideMockApi, renderPortal, withMockApi } from './portal';

withMockApi();

const SETUP_URL = '/signup?setup=the-one-time-token';

async function fillIn() {
  await userEvent.type(await screen.findByLabelText('Organisation'), 'Initech');
  await userEvent.type(screen.getByLabelText('Your name'), 'Ian Owner');
  await userEvent.type(screen.getByLabelText('Email'), 'ian@initech.test');
  await userEvent.type(screen.getByLabelText('Password'), 'a-long-chosen-secret');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('the setup link of a production portal', () => {
  it('opens sign-up as the setup of the portal and founds the organisation with its token', async () => {
    const { history } = await renderPortal({ url: SETUP_URL });
    const sent: unknown[] = [];
    // Listens only: answering nothing hands the request on to the contract's mocks.
    overrideMockApi(
      http.post('*/api/v1/auth/sign-up', async ({ request }) => {
        sent.push(await request.clone().json());
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up the portal' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    await fillIn();
    // The dashboard is a lazy chunk with its own calls: allow for a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 5000 })).toBeInTheDocument();
    expect(history.location().path).toBe('/dashboard');
    expect(sent).toEqual([expect.objectContaining({ organisationName: 'Initech', setupToken: 'the-one-time-token' })]);
  }, 15_000);

  it('says why when the link was used already, and keeps what was typed', async () => {
    await renderPortal({ url: SETUP_URL });
    overrideMockApi(
      http.post('*/api/v1/auth/sign-up', () =>
        HttpResponse.json(
          { type: ProblemTypes.setupLinkInvalid, title: 'The setup link is not valid', status: 403 },
          { status: 403, headers: { 'content-type': 'application/problem+json' } },
        ),
      ),
    );
    await fillIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('This setup link is not valid any more');
    expect(screen.getByLabelText('Organisation')).toHaveValue('Initech');
  });

  it('leaves plain sign-up as it was without a token', async () => {
    await renderPortal({ url: '/signup' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});
