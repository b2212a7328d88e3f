import type { FastifyInstance } from 'fastify';
import { walletRoutes as r } from '../../../../contract/apps/commerce/wallet-routes';
import { mountRoute, type Guards } from '../../../kernel';
import type { CommerceServices } from '../services/services';

/** The wallet, withdrawals and the employee credit budgets, under the wallet's slug. */
export function mountWalletRoutes(app: FastifyInstance, guards: Guards, { wallet, credits }: Pick<CommerceServices, 'wallet' | 'credits'>): void {
  mountRoute(app, r.summary, guards, ({ principal, query }) => wallet.summary(principal, query.personId));
  mountRoute(app, r.entries, guards, ({ principal, query }) => wallet.entries(principal, query));
  mountRoute(app, r.entry, guards, ({ principal, params }) => wallet.entry(principal, params.id));
  mountRoute(app, r.credit, guards, ({ principal, body }) => wallet.credit(principal, body));
  mountRoute(app, r.people, guards, ({ principal, query }) => wallet.people(principal, query));
  mountRoute(app, r.withdrawals, guards, ({ principal, query }) => wallet.withdrawals(principal, query));
  mountRoute(app, r.requestWithdrawal, guards, ({ principal, body }) => wallet.requestWithdrawal(principal, body));
  mountRoute(app, r.decideWithdrawal, guards, ({ principal, params, body }) => wallet.decideWithdrawal(principal, params.id, body));
  mountRoute(app, r.creditBudgets, guards, ({ principal, query }) => credits.budgets(principal, query));
  mountRoute(app, r.setCreditBudget, guards, ({ principal, body }) => credits.setBudget(principal, body));
}
