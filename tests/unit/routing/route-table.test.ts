import { describe, expect, it } from 'vitest';
import { matchRoute, returnPathOf, redirectTargetOf, toLocation } from '../../../src/domain/routing/match-route';
import { routeTable } from '../../../src/domain/routing/route-table';

type Row = [url: string, name: string, params: Record<string, string>, returnPath: string | null];

/** Spec 2.1-2.5, path by path: the route a path shows, its params and its return path. */
const rows: Row[] = [
  ['/request-demo/a%40b.test/tok/plg', 'request-demo', { email: 'a@b.test', token: 'tok' }, null],
  ['/request-demo/request-submitted', 'request-demo-success', {}, null],
  ['/request-demo/submitted', 'request-demo-submitted', {}, null],
  ['/recover/help-with-return/42', 'recover-return-asset', { id: '42' }, null],
  ['/refresh-buy-diagnostic/abc', 'refresh-buy-diagnostic', { link: 'abc' }, null],
  ['/refresh-go-diagnostic/abc', 'campaign-url-copy', { link: 'abc' }, null],
  ['/external/login', 'external-login', {}, null],
  ['/external/resolve-now', 'external-resolve-now', {}, null],
  ['/external/resolve-now/ticket-detail/7', 'external-ticket-details', { id: '7' }, null],
  ['/thanks-sample', 'sample-thanks', {}, null],
  ['/discovery-tool', 'discovery-tool', {}, null],
  ['/login', 'login', {}, null],
  ['/oauth-popup', 'oauth', {}, null],
  ['/signup', 'signup', {}, null],
  ['/login-user/e1/h1', 'login-default-user', { emailid: 'e1', hash: 'h1' }, null],
  ['/login-user/e1/h1/admin/9', 'login-default-user', { emailid: 'e1', hash: 'h1', type: 'admin', adminId: '9' }, null],
  ['/dashboard', 'dashboard', {}, null],
  ['/app/details/shop', 'app-details', { slug: 'shop' }, '/apps'],
  ['/apps', 'app-store', {}, null],
  ['/settings', 'settings', {}, null],
  ['/profile', 'profile', {}, null],
  ['/integrations', 'integrations', {}, null],
  ['/cart', 'cart', {}, null],
  ['/quick-links', 'quick-links', {}, null],
  ['/apps/acme-manage', 'product-manage', { product: 'acme' }, null],
  ['/apps/pos', 'pos', {}, null],
  ['/apps/shipment-tracking', 'shipment-tracking', {}, null],
  ['/apps/manage', 'manage', {}, null],
  ['/iframe-url/pos', 'iframe-url', { slug: 'pos' }, null],
  ['/apps/buyback-devices/order-placed', 'buyback-devices-order-placed', {}, '/apps/buyback-devices'],
  ['/splash-screen', 'splash-screen', {}, null],
  ['/orix', 'orix', {}, null],
  ['/apps/manage-beta/dashboard', 'manage-beta-dashboard', {}, null],
  ['/apps/manage-beta/assets/3', 'manage-beta-assets', { productTypeID: '3' }, null],
  ['/apps/manage-beta/assets/3/5', 'manage-beta-assets', { productTypeID: '3', typeId: '5' }, null],
  ['/apps/manage-beta/accessories/3', 'manage-beta-accessories', { productTypeID: '3' }, null],
  ['/apps/manage-beta/archived', 'manage-beta-archived', {}, null],
  ['/apps/manage-beta/archived/3/5', 'manage-beta-archived', { productTypeID: '3', typeId: '5' }, null],
  ['/apps/manage-beta/details/A1', 'manage-beta-details', { ID: 'A1' }, '/apps/manage-beta/assets/all'],
  ['/apps/manage-beta/users-list', 'manage-beta-users-list', {}, null],
  ['/apps/manage-beta/exceptions', 'manage-beta-exceptions', {}, null],
  ['/apps/manage-beta/manage-imported-assets', 'manage-beta-manage-imported-assets', {}, null],
  ['/apps/manage-beta/softwares-list', 'manage-beta-softwares-list', {}, null],
  ['/apps/manage-beta/softwares-licenses-list', 'manage-beta-softwares-licenses-list', {}, null],
  ['/apps/manage-beta/add-license', 'manage-beta-add-license', {}, '/apps/manage-beta/softwares-licenses-list'],
  ['/apps/manage-beta/update-license/L1', 'manage-beta-update-license', { ID: 'L1' }, '/apps/manage-beta/softwares-licenses-list'],
  ['/apps/manage-beta/software-details/S1', 'manage-beta-software-details', { ID: 'S1' }, '/apps/manage-beta/softwares-list'],
  ['/apps/manage-beta/license-details/L1', 'manage-beta-license-details', { ID: 'L1' }, '/apps/manage-beta/softwares-licenses-list'],
  ['/apps/manage-beta/add-asset/laptop/3', 'manage-beta-add-asset', { productType: 'laptop', productTypeId: '3' }, '/apps/manage-beta/assets/3'],
  ['/apps/manage-beta/update-asset/laptop/3/A1', 'manage-beta-update-asset', { productType: 'laptop', productTypeId: '3', ID: 'A1' }, '/apps/manage-beta/assets/3'],
  ['/apps/manage-beta/add-accessory/dock/4', 'manage-beta-add-accessory', { productType: 'dock', productTypeId: '4' }, '/apps/manage-beta/accessories/4'],
  ['/apps/manage-beta/update-accessory/dock/4/X', 'manage-beta-update-accessory', { productType: 'dock', productTypeId: '4', ID: 'X' }, '/apps/manage-beta/accessories/4'],
  ['/apps/manage-beta/add-user', 'manage-beta-add-user', {}, '/apps/manage-beta/users-list'],
  ['/apps/manage-beta/edit-user/u1', 'manage-beta-edit-user', { userId: 'u1' }, '/apps/manage-beta/users-list'],
  ['/apps/manage-beta/user-detail/u1', 'manage-beta-user-detail', { userId: 'u1' }, '/apps/manage-beta/users-list'],
  ['/apps/manage-beta/assets-label', 'manage-beta-assets-label', {}, null],
  ['/apps/invoices', 'invoices', {}, null],
  ['/apps/configure', 'configure', {}, null],
  ['/apps/bulk-orders', 'bulk-orders', {}, null],
  ['/apps/refresh-buy', 'refresh-buy', {}, null],
  ['/apps/refresh-buy/update-campaign/c1', 'refresh-buy-update-campaign', { campaignid: 'c1' }, '/apps/refresh-buy/campaigns'],
  ['/apps/refresh-buy/campaigns', 'refresh-buy-campaigns', {}, null],
  ['/apps/refresh-buy/campaign-details/c1', 'refresh-buy-campaign-details', { id: 'c1' }, '/apps/refresh-buy/campaigns'],
  ['/apps/refresh-go', 'refresh-go', {}, null],
  ['/apps/refresh-go/update-campaign/c1', 'refresh-go-update-campaign', { campaignid: 'c1' }, '/apps/refresh-go/campaigns'],
  ['/apps/refresh-go/campaigns', 'refresh-go-campaigns', {}, null],
  ['/apps/refresh-go/campaign-details/c1', 'refresh-go-campaign-details', { id: 'c1' }, '/apps/refresh-go/campaigns'],
  ['/apps/shipping-label', 'shipping-label', {}, null],
  ['/apps/shipping-label/history', 'shipping-label-history', {}, '/apps/shipping-label'],
  ['/apps/cartpage', 'cartpage', {}, null],
  ['/apps/configure-shop', 'configure-shop', {}, null],
  ['/apps/configure-shop/add-product', 'configure-shop-add-product', {}, '/apps/configure-shop'],
  ['/apps/configure-shop/edit-product/p1', 'configure-shop-edit-product', { id: 'p1' }, '/apps/configure-shop'],
  ['/apps/configure-shop/stock-history/p1', 'configure-shop-stock-history', { id: 'p1' }, '/apps/configure-shop'],
  ['/apps/configure-devicehub', 'configure-devicehub', {}, null],
  ['/apps/configure-devicehub/add-product', 'configure-devicehub-add-product', {}, '/apps/configure-devicehub'],
  ['/apps/configure-devicehub/add-kit', 'configure-devicehub-add-kit', {}, '/apps/configure-devicehub'],
  ['/apps/configure-devicehub/edit-product/p1', 'configure-devicehub-edit-product', { id: 'p1' }, '/apps/configure-devicehub'],
  ['/apps/configure-devicehub/stock-history/p1', 'configure-devicehub-stock-history', { id: 'p1' }, '/apps/configure-devicehub'],
  ['/apps/iframe', 'iframe', {}, null],
  ['/apps/recover', 'recover', {}, null],
  ['/apps/recover/update-campaign/c1', 'recover-update-campaign', { campaignid: 'c1' }, '/apps/recover/campaigns'],
  ['/apps/recover/campaigns', 'recover-campaigns', {}, null],
  ['/apps/recover/campaign-details/c1', 'recover-campaign-details', { id: 'c1' }, '/apps/recover/campaigns'],
  ['/apps/recover/campaign-details/c1?view=assets', 'recover-campaign-asset-details', { id: 'c1' }, '/apps/recover/campaigns'],
  ['/apps/recover/campaign-details/c1?view=users', 'recover-campaign-user-list', { id: 'c1' }, '/apps/recover/campaigns'],
  ['/apps/recover/campaign-details/c1?view=bogus', 'recover-campaign-details', { id: 'c1' }, '/apps/recover/campaigns'],
  ['/apps/recover/campaign-details/add-user/c1', 'recover-campaign-add-user', { id: 'c1' }, '/apps/recover/campaign-details/c1'],
  ['/apps/recover/campaign-details/edit-user/c1/u2', 'recover-campaign-edit-user', { id: 'c1', userid: 'u2' }, '/apps/recover/campaign-details/c1'],
  ['/apps/loop', 'loop', {}, null],
  ['/apps/loop/update-campaign/c1', 'loop-update-campaign', { campaignid: 'c1' }, '/apps/loop/campaigns'],
  ['/apps/loop/campaigns', 'loop-campaigns', {}, null],
  ['/apps/loop/campaign-details/c1', 'loop-campaign-details', { id: 'c1' }, '/apps/loop/campaigns'],
  ['/apps/loop/campaign-details/add-user/c1', 'loop-campaign-add-user', { id: 'c1' }, '/apps/loop/campaign-details/c1'],
  ['/apps/loop/campaign-details/edit-user/c1/u2', 'loop-campaign-edit-user', { id: 'c1', userid: 'u2' }, '/apps/loop/campaign-details/c1'],
  ['/apps/shop/integrations', 'app-integrations', { app_name: 'shop' }, '/integrations'],
  ['/apps/wallet/integrations', 'app-integrations', { app_name: 'wallet' }, '/integrations'],
  ['/apps/shipmaster', 'shipmaster', {}, null],
  ['/apps/shipmaster/add-address', 'shipmaster-add-address', {}, '/apps/shipmaster'],
  ['/apps/shipmaster/update-address/a1', 'shipmaster-update-address', { addressID: 'a1' }, '/apps/shipmaster'],
  ['/apps/manage-orders/buyback', 'manage-orders-buyback', {}, null],
  ['/apps/manage-orders/buyback/o1', 'manage-orders-buyback', { id: 'o1' }, null],
  ['/apps/manage-orders/corporate/o1', 'manage-orders-corporate', { id: 'o1' }, null],
  ['/apps/manage-orders/devicehub', 'manage-orders-devicehub', {}, null],
  ['/apps/manage-orders/shop/o1', 'manage-orders-shop', { id: 'o1' }, null],
  ['/apps/manage-orders/campaign', 'manage-orders-campaign', {}, null],
  ['/apps/shop/home', 'shop-home', {}, null],
  ['/apps/shop/categories', 'shop-categories', {}, null],
  ['/apps/shop/category/laptops', 'shop-category', { slug: 'laptops' }, '/apps/shop/categories'],
  ['/apps/shop/search', 'shop-search', {}, '/apps/shop/home'],
  ['/apps/shop/product/p1', 'shop-product', { id: 'p1' }, '/apps/shop/home'],
  ['/apps/shop/cart', 'shop-cart', {}, '/apps/shop/home'],
  ['/apps/shop/cart/pay', 'shop-cart-pay', {}, '/apps/shop/cart'],
  ['/apps/shop/request-history', 'shop-request-history', {}, '/apps/shop/home'],
  ['/apps/devicehub/home', 'devicehub-home', {}, null],
  ['/apps/devicehub/categories', 'devicehub-categories', {}, null],
  ['/apps/devicehub/kits', 'devicehub-kits', {}, '/apps/devicehub/home'],
  ['/apps/devicehub/category/phones', 'devicehub-category', { slug: 'phones' }, '/apps/devicehub/categories'],
  ['/apps/devicehub/search', 'devicehub-search', {}, '/apps/devicehub/home'],
  ['/apps/devicehub/product/p1', 'devicehub-product', { id: 'p1' }, '/apps/devicehub/home'],
  ['/apps/devicehub/request-history', 'devicehub-request-history', {}, '/apps/devicehub/home'],
  ['/apps/devicehub/cart', 'devicehub-cart', {}, '/apps/devicehub/home'],
  ['/apps/devicehub/cart/pay', 'devicehub-cart-pay', {}, '/apps/devicehub/cart'],
  ['/apps/team-suite', 'team-suite', {}, null],
  ['/apps/team-suite/employees-expenses', 'team-suite-employees-expenses', {}, '/apps/team-suite'],
  ['/apps/team-suite/employee-credits/e1', 'team-suite-employee-credits', { id: 'e1' }, '/apps/team-suite'],
  ['/apps/team-suite/send-invitation', 'team-suite-send-invitation', {}, '/apps/team-suite'],
  ['/apps/onboard', 'onboard', {}, null],
  ['/apps/onboard/invitations', 'onboard-invitations', {}, '/apps/onboard'],
  ['/apps/buyback-devices', 'buyback-devices', {}, null],
  ['/apps/buyback-devices/edit/i1', 'buyback-devices-edit', { itemID: 'i1' }, '/apps/buyback-devices'],
  ['/apps/buyback-devices/thankyou/o1', 'buyback-devices-thankyou', { orderID: 'o1' }, '/apps/buyback-devices'],
  ['/apps/apple-trade-in', 'apple-trade-in', {}, null],
  ['/apps/apple-trade-in/edit/i1', 'apple-trade-in-edit', { itemID: 'i1' }, '/apps/apple-trade-in'],
  ['/apps/apple-trade-in/thankyou/o1', 'apple-trade-in-thankyou', { orderID: 'o1' }, '/apps/apple-trade-in'],
  ['/apps/repair-devices', 'repair-devices', {}, null],
  ['/apps/repair-devices/edit/i1', 'repair-devices-edit', { itemID: 'i1' }, '/apps/repair-devices'],
  ['/apps/repair-devices/thankyou/o1', 'repair-devices-thankyou', { orderID: 'o1' }, '/apps/repair-devices'],
  ['/apps/repair-devices/repair-cart', 'repair-devices-repair-cart', {}, '/apps/repair-devices'],
  ['/apps/repair-cart', 'repair-cart', {}, null],
  ['/apps/environmental_reporting', 'environmental_reporting', {}, null],
  ['/apps/audit-trail', 'audit-trail', {}, null],
  ['/apps/insights-center', 'insights-center', {}, null],
  ['/apps/wallet', 'wallet', {}, null],
  ['/apps/wallet/w1', 'wallet', { id: 'w1' }, null],
  ['/apps/wallet/withdraw-funds', 'wallet-withdraw-funds', {}, '/apps/wallet'],
  ['/apps/resolve-now', 'resolve-now', {}, null],
  ['/apps/resolve-now/my-tickets', 'resolve-now-my-tickets', {}, null],
  ['/apps/resolve-now/ticket-detail/t1', 'resolve-now-ticket-detail', { id: 't1' }, '/apps/resolve-now/my-tickets'],
  ['/apps/resolve-now/request-service', 'resolve-now-request-service', {}, '/apps/resolve-now'],
  ['/apps/resolve-now/report-problem', 'resolve-now-report-problem', {}, '/apps/resolve-now'],
  ['/apps/support', 'support', {}, null],
  ['/apps/support/my-tickets', 'support-my-tickets', {}, null],
  ['/apps/support/ticket-detail/t1', 'support-ticket-detail', { id: 't1' }, '/apps/support/my-tickets'],
  ['/apps/support/request-service', 'support-request-service', {}, '/apps/support'],
  ['/apps/support/report-problem', 'support-report-problem', {}, '/apps/support'],
  ['/apps/manage-configure', 'manage-configure', {}, null],
  ['/apps/all-assets', 'all-assets', {}, null],
  ['/apps/assets-detail', 'assets-detail', {}, null],
  ['/apps/users', 'users', {}, null],
  ['/apps/resolve-it/oauth2callback', 'resolve-it-oauth2callback', {}, null],
  ...[
    'dashboard', 'reported-issues', 'service-requests', 'user-roles', 'priority-management', 'status-management',
    'sla-configuration', 'approval-workflows', 'ticket-type', 'team-management', 'email-channel', 'company-tag',
  ].map((page): Row => [`/apps/resolve-it/${page}`, `resolve-it-${page}`, {}, null]),
  ['/apps/resolve-it/service-request/r1', 'resolve-it-service-request', { id: 'r1' }, '/apps/resolve-it/service-requests'],
  ['/apps/resolve-it/reported-issue/r1', 'resolve-it-reported-issue', { id: 'r1' }, '/apps/resolve-it/reported-issues'],
  ['/no/such/page', 'not-found', {}, null],
  ['/apps/shop/no-such-page', 'not-found', {}, null],
];

describe('the route table', () => {
  it.each(rows)('%s shows %s', (url, name, params, returnPath) => {
    const match = matchRoute(toLocation(url));
    expect(match.route.name).toBe(name);
    expect(match.params).toEqual(params);
    expect(returnPathOf(match)).toBe(returnPath);
  });

  it('names every route once and gives every path one entry per view', () => {
    const names = routeTable.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const places = routeTable.map((r) => `${r.path}?view=${r.view ?? ''}`);
    expect(new Set(places).size).toBe(places.length);
  });

  it('puts every app route under its own app segment, or sends it there (the repair cart of spec 2.4)', () => {
    for (const route of routeTable.filter((r) => r.meta.slug && r.path.startsWith('/apps/'))) {
      expect((route.redirect ?? route.path).split('/')[2], route.name).toBe(route.meta.slug);
    }
  });

  it('treats a trailing slash like none', () => {
    expect(matchRoute(toLocation('/apps/shop/home/')).route.name).toBe('shop-home');
  });
});

describe('route metadata', () => {
  it.each([
    ['/apps/manage-beta/dashboard', { slug: 'manage-beta', appName: 'Manage' }],
    ['/apps/resolve-now/request-service', { slug: 'resolve-now', appName: 'Resolve Now', serviceType: 'service' }],
    ['/apps/support/report-problem', { slug: 'support', appName: 'Support', serviceType: 'problem' }],
    ['/apps/shipmaster', { slug: 'shipmaster', appName: 'Locations' }],
    ['/apps/team-suite', { slug: 'team-suite', appName: 'Team Manager' }],
    ['/apps/audit-trail', { slug: 'audit-trail', appName: 'Audit Manager' }],
    ['/apps/bulk-orders', { slug: 'bulk-orders', appName: 'Bulk Upload' }],
    ['/cart', { slug: 'cart', appName: 'Cart' }],
    ['/apps/acme-manage', { slug: 'acme-manage' }],
    ['/apps/wallet/integrations', { slug: 'wallet' }],
  ])('%s carries %o', (url, meta) => {
    expect(matchRoute(toLocation(url)).meta).toEqual(meta);
  });

  it('marks Apple Trade In with the mod and splash flags', () => {
    expect(matchRoute(toLocation('/apps/apple-trade-in')).route.flags).toEqual({ mod: true, splash: true });
    expect(matchRoute(toLocation('/apps/apple-trade-in/edit/1')).route.flags).toEqual({ mod: true });
  });

  it.each([
    ['/apps/cartpage', 'own'],
    ['/orix', 'own'],
    ['/discovery-tool', 'own'],
    ['/apps/resolve-it/oauth2callback', 'own'],
    ['/splash-screen', 'own'],
    ['/apps/buyback-devices/order-placed', 'own'],
    ['/login', 'auth'],
    ['/recover/help-with-return/1', 'public'],
    ['/dashboard', 'main'],
  ])('%s renders in the %s layout', (url, layout) => {
    expect(matchRoute(toLocation(url)).route.layout).toBe(layout);
  });
});

describe('redirects', () => {
  it.each([
    ['/', '/dashboard'],
    ['/asset-recovery/schedule-pickup/42', '/recover/help-with-return/42'],
    ['/device-already-return/42', '/recover/help-with-return/42'],
    ['/refresh-buy/refresh-buy-diagnostic/9/xyz', '/refresh-buy-diagnostic/xyz'],
    ['/refresh-buy/diagnostic/xyz', '/refresh-buy-diagnostic/xyz'],
    ['/apps/manage-beta', '/apps/manage-beta/dashboard'],
    ['/apps/manage-beta/assets', '/apps/manage-beta/assets/all'],
    ['/apps/manage-beta/accessories', '/apps/manage-beta/accessories/all'],
    ['/apps/manage-orders', '/apps/manage-orders/buyback'],
    ['/apps/shop', '/apps/shop/home'],
    ['/apps/devicehub', '/apps/devicehub/home'],
    ['/apps/resolve-it', '/apps/resolve-it/dashboard'],
    ['/discovery', '/discovery-tool'],
  ])('%s goes to %s', (from, to) => {
    expect(redirectTargetOf(matchRoute(toLocation(from)))).toBe(to);
  });

  it('keeps an id with reserved characters intact', () => {
    expect(redirectTargetOf(matchRoute(toLocation('/device-already-return/a%2Fb')))).toBe('/recover/help-with-return/a%2Fb');
  });
});
