import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NAVIGATION } from '../../../src/application/navigation/navigation-service';
import { matchRoute, toLocation } from '../../../src/domain/routing/match-route';
import AppDashboardScreen from '../../../src/ui/screens/apps/app-dashboard-screen';
import { MOCK_DEMO } from '../../mocks/handlers';
import { fakeServices, renderWithProviders } from '../render-with-providers';
import { renderPortal, withMockApi } from './portal';

withMockApi();

describe('the portal shell', () => {
  it('sends a signed-out visit of a protected page to Login and back there after sign-in', async () => {
    const { history, storage } = await renderPortal({ url: '/apps/shop/cart' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(history.location().path).toBe('/login');

    await userEvent.type(screen.getByLabelText('Email'), MOCK_DEMO.employee.email);
    await userEvent.type(screen.getByLabelText('Password'), MOCK_DEMO.password);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    expect(history.location().path).toBe('/apps/shop/cart');
    expect(storage.get('loginToken')).toMatch(/.{32,}/);
  });

  it('asks for both fields before calling the server, and shows the server refusal', async () => {
    await renderPortal({ url: '/login' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your email and password.');

    await userEvent.type(screen.getByLabelText('Email'), MOCK_DEMO.admin.email);
    await userEvent.type(screen.getByLabelText('Password'), 'not-the-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/^Sign-in failed: /)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(MOCK_DEMO.admin.email);
  });

  it('lists only the allowed apps in the sidebar, grouped by category', async () => {
    await renderPortal({ url: '/dashboard', signedInAs: 'employee' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(nav).toHaveTextContent('Commerce');
    expect(nav).toHaveTextContent('Service desk');
    expect(nav).not.toHaveTextContent('Manage Orders');
  });

  it('filters the app store by name and description as one types, and says when nothing matches', async () => {
    await renderPortal({ url: '/apps', signedInAs: 'employee' });
    const search = await screen.findByRole('searchbox', { name: 'Search apps' });
    await userEvent.type(search, 'ledger');
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Wallet',
    ]);
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(await screen.findByText('No app matches “zzz”.')).toHaveAttribute('role', 'status');
  });

  it('shows the shared app screen: what the app will do, where to go meanwhile, and the route for support', async () => {
    // Every app of the catalogue has its screens now: the shared screen stands for a route of an app not built yet
    // (spec 2.4), here Insights Center's home as it was before it had one.
    const location = toLocation('/apps/insights-center');
    // Nothing shown by the guard: the page header has no way up to draw.
    const navigation = { subscribe: () => () => undefined, shown: () => null };
    renderWithProviders(<AppDashboardScreen match={matchRoute(location)} location={location} />, { services: fakeServices([[NAVIGATION, navigation]]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Insights Center' })).toBeInTheDocument();
    expect(screen.getByText('Insights Center is not ready for you yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the app store' })).toHaveAttribute('href', '/apps');
    expect(screen.getByText('Details for support')).toBeInTheDocument();
    expect(screen.getByText('This page has no parameters.')).toBeInTheDocument();
  });

  it('follows back and forward through the guard', async () => {
    const { history, navigation } = await renderPortal({ url: '/dashboard', signedInAs: 'employee' });
    await act(async () => navigation.navigate('/apps/shop'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    expect(history.entries).toEqual(['/dashboard', '/apps/shop/home']);
    await act(async () => history.back());
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('leaves the route alone when a skip link jumps to an anchor on the page', async () => {
    const { history, storage } = await renderPortal({ url: '/apps/shop/cart', signedInAs: 'employee' });
    storage.remove('currentRoute');
    await act(async () => {
      history.replace('/apps/shop/cart#content');
      history.back();
    });
    expect(storage.get('currentRoute')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
  });

  it('signs out from the user menu and keeps nothing of the session', async () => {
    const { storage, history } = await renderPortal({ url: '/dashboard', signedInAs: 'employee' });
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu, Eve Employee' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(history.location().path).toBe('/login');
    expect(storage.get('loginToken')).toBeNull();
  });
});
