import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ASSET_STATUSES } from '../../../domain/asset-status';
import { managePaths } from '../../../domain/paths';
import catalogue from '../../../adapters/locales/en/manage.json';
import { manageDataOf } from '../../../mocks/mock-state';
import { overrideMockApi, withMockApi } from '../../../../../../tests/component/shell/portal';
import { openWith, SCREEN_LOAD, someStock } from './arrange';
import { manageGateways } from '../../__tests__/gateways';

withMockApi();

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('the Manage overview', { timeout: 20_000 }, () => {
  it('counts the assets by status and by product type as the data holds them, each count a link to its filtered list', async () => {
    const user = userEvent.setup();
    const { state, history } = await openWith(async () => null, () => managePaths.dashboard());
    const assets = manageDataOf(state).assets.filter((asset) => !asset.archived);
    const byStatus = await screen.findByRole('region', { name: 'Assets by status' }, SCREEN_LOAD);
    for (const status of ASSET_STATUSES) {
      const count = assets.filter((asset) => asset.status === status).length;
      expect(await within(byStatus).findByRole('meter', { name: `${catalogue.status[status]}: ${count}` })).toBeInTheDocument();
    }
    const byType = screen.getByRole('region', { name: 'Assets by product type' });
    expect(await within(byType).findByRole('meter', { name: `Laptops: ${assets.filter((a) => a.productType === 'laptop').length}` })).toBeInTheDocument();
    expect(within(byType).getByRole('link', { name: 'Laptops' })).toHaveAttribute('href', managePaths.assets('laptop'));

    await user.click(within(byStatus).getByRole('link', { name: 'Deployed' }));
    expect(history.location().path).toBe(managePaths.assets('all', 'deployed'));
  });

  it('names what needs attention: low stock, licences expiring soon, open exceptions and imported rows waiting', async () => {
    const { arranged, services } = await openWith(
      async (accessories, portal) => {
        const { cable } = await someStock(accessories);
        const software = manageGateways(portal.services).software;
        const title = await software.createSoftware({ name: 'Office Suite' });
        await software.createLicence({ softwareId: title.id, name: 'Soon', seats: 5, expiresOn: dayFromNow(30) });
        await software.createLicence({ softwareId: title.id, name: 'Later', seats: 5, expiresOn: dayFromNow(200) });
        // Rows with a status nobody mapped wait in the review queue.
        const unmapped = (line: number, assetTag: string) => ({
          line, assetTag, serial: null, model: 'ThinkPad', manufacturer: null, category: 'Laptop', status: 'in-stock' as const, holder: null, location: null,
          purchaseDate: null, purchaseCostCents: null, supplier: null, invoiceNumber: null, warrantyEnd: null, endOfLife: null, notes: null, customFields: {},
          review: [{ code: 'unknown-status' as const, field: 'status' as const, params: { value: 'Smashed' } }],
        });
        await manageGateways(portal.services).review.migrate({ kind: 'assets', rows: [unmapped(2, 'NEW-1'), unmapped(3, 'NEW-2')] }, () => undefined);
        return cable;
      },
      () => managePaths.dashboard(),
    );
    const low = await screen.findByRole('region', { name: 'Accessories low in stock' }, SCREEN_LOAD);
    expect(await within(low).findByRole('link', { name: 'USB-C cable' })).toHaveAttribute('href', managePaths.updateAccessory(arranged.id));
    expect(within(low).queryByRole('link', { name: 'Docking station' })).not.toBeInTheDocument();

    const expiring = screen.getByRole('region', { name: 'Licences expiring within 60 days' });
    expect(await within(expiring).findByRole('link', { name: 'Office Suite · Soon' })).toBeInTheDocument();
    expect(within(expiring).queryByRole('link', { name: /Later/ })).not.toBeInTheDocument();

    const imports = screen.getByRole('region', { name: 'Imported assets waiting' });
    expect(await within(imports).findByRole('link', { name: '2 rows to review' })).toHaveAttribute('href', managePaths.importedAssets());

    const exceptions = (await act(() => manageGateways(services).review.exceptions({ pageSize: 1 }))).total;
    const open = screen.getByRole('region', { name: 'Open exceptions' });
    expect(await within(open).findByRole('link', { name: new RegExp(`^${exceptions} finding`) })).toHaveAttribute('href', managePaths.exceptions());
    expect(screen.getByRole('link', { name: 'Import CSV' })).toHaveAttribute('href', managePaths.importedAssets());
  });

  it('asks for all its figures in one call: the asset counts, open exceptions and imports to review', async () => {
    const asked: string[] = [];
    // Once the portal's mocks are in place: notes each call and lets it through to them (a handler that answers
    // nothing passes the request on).
    const noteCalls = async () => overrideMockApi(http.get(/\/api\/v1\/manage\//, ({ request }) => void asked.push(new URL(request.url).pathname)));
    await openWith(noteCalls, () => managePaths.dashboard());
    const open = await screen.findByRole('region', { name: 'Open exceptions' }, SCREEN_LOAD);
    expect(await within(open).findByRole('link', { name: /finding/ })).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Imported assets waiting' })).findByRole('link')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Assets by status' })).findAllByRole('meter')).toHaveLength(ASSET_STATUSES.length);
    const counting = asked.filter((path) => /\/(overview\/counts|assets\/counts|exceptions|imported-assets)$/.test(path));
    expect(counting).toEqual(['/api/v1/manage/overview/counts']);
  });
});
