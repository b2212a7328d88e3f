import { defineServerApp, type AccessoryStockPort } from '../../kernel';
import { commerceRepositoriesOf, type CommerceRepositories } from './repositories/repositories';
import { mountCommerceRoutes } from './routes/mount-routes';
import { seedCatalogueDemo } from './seed/catalogue-seed';
import { seedMoneyDemo } from './seed/money-seed';
import { seedOrdersDemo } from './seed/orders-seed';
import { commerceDeviceKits } from './services/commerce-device-kits';
import { commerceEmployeeCredits } from './services/commerce-employee-credits';
import { commerceOrderImports } from './services/commerce-order-imports';
import { commerceOrderSpending } from './services/commerce-order-spending';
import { commerceOrganisationCurrency } from './services/commerce-organisation-currency';
import { commercePlaces } from './services/commerce-places';
import { commerceSpendingRule } from './services/commerce-spending-rule';
import { commerceReturnOrders } from './services/commerce-return-orders';
import { orderRecordSearch } from './services/order-search';
import { commercePersonSummary } from './services/person-summary';
import { createCommerceServices } from './services/services';

/** The demo organisation's commerce, one area at a time (each area adds its one line). */
async function seedCommerceDemo(repos: CommerceRepositories, organisationId: string, people: readonly string[], ports: { accessoryStock: AccessoryStockPort }): Promise<void> {
  const catalogue = await seedCatalogueDemo(repos.own, organisationId, people, await ports.accessoryStock.accessories(repos, organisationId));
  await seedOrdersDemo(repos, organisationId, people, catalogue);
  await seedMoneyDemo(repos.own, organisationId, people);
}

/** Commerce on the server: catalogue and stock, storefronts, the cart, orders, the wallet, locations and invoices. */
export const commerceServer = defineServerApp({
  id: 'commerce',
  uses: ['assetLifecycle', 'accessoryStock', 'webhookEvents', 'businessCalendars'],
  repositories: commerceRepositoriesOf,
  services: createCommerceServices,
  mount: mountCommerceRoutes,
  seedDemo: seedCommerceDemo,
  personSummary: commercePersonSummary,
  recordSearch: orderRecordSearch,
  provides: (repositoriesIn, _deps, uses) => ({
    places: commercePlaces(repositoriesIn), deviceKits: commerceDeviceKits(repositoriesIn, uses),
    returnOrders: commerceReturnOrders(repositoriesIn),
    spendingRule: commerceSpendingRule(repositoriesIn),
    employeeCredits: commerceEmployeeCredits(repositoriesIn),
    organisationCurrency: commerceOrganisationCurrency(repositoriesIn),
    orderImports: commerceOrderImports(repositoriesIn),
    orderSpending: commerceOrderSpending(repositoriesIn),
  }),
});
