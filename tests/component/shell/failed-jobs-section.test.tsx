import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { JobItem } from '../../../contract/jobs';
import { MOCK_DEMO, MockState } from '../../mocks/handlers';
import { renderPortal, withMockApi } from './portal';

withMockApi();

function deadMail(to: string, lastError: string): JobItem {
  const at = '2031-03-01T09:00:00.000Z';
  return { id: crypto.randomUUID(), kind: 'mail', target: to, state: 'dead', attempts: 5, maxAttempts: 5, runAt: at, lastError, createdAt: at, updatedAt: at };
}

/** A state whose demo organisation has one dead mail, and another organisation one of its own. */
function stateWithDeadMail(): MockState {
  const state = new MockState();
  const acme = state.userByEmail(MOCK_DEMO.admin.email)!.organisationId;
  const globex = state.addOrganisation('Globex', { email: 'gil@globex.test', name: 'Gil Owner', role: 'owner', password: MOCK_DEMO.password });
  state.jobs.push({ organisationId: acme, job: deadMail('eve@acme.test', '550 mailbox unavailable') });
  state.jobs.push({ organisationId: globex.id, job: deadMail('gil@globex.test', '421 try later') });
  return state;
}

describe('the failed jobs of the settings', () => {
  it("lists the organisation's dead jobs to an admin and queues one again", async () => {
    const state = stateWithDeadMail();
    await renderPortal({ url: '/settings', signedInAs: 'admin', state });
    // The first render of a file loads the settings screen's chunk, which takes longer than a findBy waits by default.
    const table = await screen.findByRole('table', { name: 'Failed background jobs' }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Mail · eve@acme.test');
    expect(rows[0]).toHaveTextContent('550 mailbox unavailable');
    expect(rows[0]).toHaveTextContent('5 of 5');
    expect(screen.queryByText(/gil@globex\.test/)).not.toBeInTheDocument();

    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Retry Mail · eve@acme.test' }));
    expect(await screen.findByText('No background job has failed.')).toBeInTheDocument();
    expect(screen.getByText('The job is queued again.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(state.jobs[0]!.job).toMatchObject({ state: 'queued', attempts: 0 }));
    expect(state.jobs[1]!.job.state).toBe('dead');
  });

  it('says so when nothing failed', async () => {
    await renderPortal({ url: '/settings', signedInAs: 'admin' });
    expect(await screen.findByText('No background job has failed.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Failed background jobs' })).not.toBeInTheDocument();
  });

  it('is not there for an employee', async () => {
    await renderPortal({ url: '/settings', signedInAs: 'employee', state: stateWithDeadMail() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your preferences' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Failed background jobs' })).not.toBeInTheDocument();
  });
});
