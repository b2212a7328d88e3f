import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { appStorePage } from '../../../../../contract/app-listing';
import { AppListQuery } from '../../../../../contract/apps';
import { appCatalogue } from '../../../../../contract/catalogue';
import { MockState } from '../../../../../tests/mocks/mock-state';
import { overrideMockApi, renderPortal, withMockApi } from '../../../../../tests/component/shell/portal';
import { FRAME_READY } from '../../../../domain/apps/frame-address';

withMockApi();

/** The demo organisation with its embedded apps installed, as an admin installs them from the app store. */
function withEmbeddedApps(): MockState {
  const state = new MockState();
  for (const organisation of state.organisations.values()) for (const slug of ['pos', 'iframe']) organisation.installed.add(slug);
  return state;
}

describe('embedded apps', { timeout: 60_000 }, () => {
  it('frame the app’s catalogue address in a sandbox that keeps the portal’s own pages from their origin', async () => {
    await renderPortal({ url: '/apps/pos', signedInAs: 'admin', state: withEmbeddedApps() });
    const frame = await screen.findByTitle('POS', {}, { timeout: 10_000 });
    expect(frame).toHaveAttribute('src', `${location.origin}/embedded/pos`);
    expect(frame.getAttribute('sandbox')!.split(' ')).not.toContain('allow-same-origin');
    expect(screen.getByText('Loading POS…').closest('[role="status"]')).not.toBeNull();
    const newTab = screen.getByRole('link', { name: 'Open in a new tab' });
    expect(newTab).toHaveAttribute('target', '_blank');
    expect(newTab).toHaveAttribute('rel', 'noopener noreferrer');
    fireEvent.load(frame);
    expect(screen.queryByText('Loading POS…')).not.toBeInTheDocument();
  });

  it('show the test page’s handshake: loaded, hello sent, and the app’s answer for the nonce it was sent', async () => {
    await renderPortal({ url: '/apps/iframe', signedInAs: 'admin', state: withEmbeddedApps() });
    const frame = (await screen.findByTitle('Iframe test', {}, { timeout: 10_000 })) as HTMLIFrameElement;
    const sent: unknown[] = [];
    frame.contentWindow!.postMessage = ((message: unknown) => sent.push(message)) as Window['postMessage'];
    fireEvent.load(frame);
    const log = screen.getByRole('region', { name: 'Handshake' });
    expect(within(log).getByText('The portal said hello.')).toBeInTheDocument();
    const { nonce } = sent[0] as { nonce: string };
    // An answer from another window is not the frame's.
    window.dispatchEvent(new MessageEvent('message', { data: { type: FRAME_READY, nonce, title: 'Spoof' }, origin: 'null', source: window }));
    window.dispatchEvent(new MessageEvent('message', { data: { type: FRAME_READY, nonce, title: 'Test page' }, origin: 'null', source: frame.contentWindow }));
    expect(await within(log).findByText(/The app answered: “Test page”/)).toBeInTheDocument();
    expect(within(log).queryByText(/Spoof/)).not.toBeInTheDocument();
  });

  it('refuse a plain-http address from the catalogue, saying why, and frame nothing', async () => {
    const state = withEmbeddedApps();
    const { navigation } = await renderPortal({ url: '/apps', signedInAs: 'admin', state });
    // Set by hand in the catalogue, after the portal started: the screen checks the address it is given.
    overrideMockApi(
      http.get('*/api/v1/apps', ({ request }) => {
        const admin = state.users.find((user) => user.role === 'admin')!;
        const catalogue = appCatalogue.map((entry) => (entry.slug === 'pos' ? { ...entry, frameUrl: 'http://pos.vendor.example/' } : entry));
        return HttpResponse.json(appStorePage(catalogue, state.access(admin), AppListQuery.parse(Object.fromEntries(new URL(request.url).searchParams))) as JsonBodyType);
      }),
    );
    await act(async () => navigation.navigate('/apps/pos'));
    expect(await screen.findByText(/does not use https/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open in a new tab' })).not.toBeInTheDocument();
  });

  it('tell an admin where to set an address that is missing, with a link to the app’s Integrations page', async () => {
    const state = withEmbeddedApps();
    const { navigation } = await renderPortal({ url: '/apps', signedInAs: 'admin', state });
    overrideMockApi(
      http.get('*/api/v1/apps', ({ request }) => {
        const admin = state.users.find((user) => user.role === 'admin')!;
        const catalogue = appCatalogue.map((entry) => (entry.slug === 'pos' ? { ...entry, frameUrl: null } : entry));
        return HttpResponse.json(appStorePage(catalogue, state.access(admin), AppListQuery.parse(Object.fromEntries(new URL(request.url).searchParams))) as JsonBodyType);
      }),
    );
    await act(async () => navigation.navigate('/apps/pos'));
    expect(await screen.findByText(/No address is set up for POS yet/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Set the partner address' })).toHaveAttribute('href', '/apps/pos/integrations');
    expect(document.querySelector('iframe')).toBeNull();
  });
});
