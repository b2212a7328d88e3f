import type { z } from 'zod';
import type {
  WalletCreditRequest,
  WalletEntryListQuery,
  WalletPeopleQuery,
  WalletSummary,
  WithdrawalDecisionRequest,
  WithdrawalListQuery,
  WithdrawalRequest,
} from '../../../../contract/apps/commerce/wallet-schemas';
import { WALLET_SLUG } from '../../../../src/apps/commerce/domain/slug';
import { auditBy, notFound, organisationDays, ruleRefused, staleVersion, type StaffPrincipal } from '../../../kernel';
import type { CommerceRepositories } from '../repositories/repositories';
import type { CommerceDeps } from './service-deps';
import { tellWalletChanged } from './wallet-events';
import { InsufficientFundsError, IdempotencyKeyReusedError, WalletCurrencyError } from '../repositories/wallet-repository';
import { mayAdministerMoney, personOf, requireMoneyAdmin } from './money-access';
import { walletEntryOf, withdrawalOf } from './wallet-view';

/** Balances, the ledger, admin credits and withdrawals; every write goes through the ledger's one append. */
export class WalletService {
  constructor(private readonly deps: CommerceDeps) {}

  async summary(principal: StaffPrincipal, personId: string | undefined): Promise<z.input<typeof WalletSummary>> {
    const { repos } = this.deps.store;
    const person = await personOf(repos, principal, personId);
    const [{ balanceMinor, currency }, settings, heldMinor, credits] = await Promise.all([
      repos.own.wallet.balanceOf(principal.organisationId, person.id),
      repos.own.settings.of(principal.organisationId),
      repos.own.wallet.heldOf(principal.organisationId, person.id),
      repos.own.credits.balanceOf(principal.organisationId, person.id, this.deps.now()),
    ]);
    return {
      person,
      balanceMinor,
      currency: currency ?? settings.currency,
      heldMinor,
      credits: credits && {
        remainingMinor: credits.remainingMinor,
        amountMinor: credits.amountMinor,
        currency: credits.currency,
        startsOn: credits.startsOn,
        endsOn: credits.endsOn,
      },
      mayAdminister: mayAdministerMoney(principal),
    };
  }

  async entries(principal: StaffPrincipal, query: z.output<typeof WalletEntryListQuery>) {
    const { repos } = this.deps.store;
    const person = await personOf(repos, principal, query.personId);
    const days = await organisationDays(this.deps.businessCalendars, repos, principal.organisationId, query);
    const { rows, total } = await repos.own.wallet.entries(principal.organisationId, { ...query, personId: person.id, days });
    return { items: rows.map(walletEntryOf), total, page: query.page, pageSize: query.pageSize };
  }

  async entry(principal: StaffPrincipal, id: string) {
    const row = await this.deps.store.repos.own.wallet.entry(principal.organisationId, id);
    if (!row || (row.personId !== principal.userId && !mayAdministerMoney(principal))) throw notFound('wallet entry');
    return walletEntryOf(row);
  }

  async people(principal: StaffPrincipal, query: z.output<typeof WalletPeopleQuery>) {
    requireMoneyAdmin(principal);
    const { rows, total } = await this.deps.store.repos.own.wallet.people(principal.organisationId, query);
    return { items: rows, total, page: query.page, pageSize: query.pageSize };
  }

  /** An admin's credit with its reason, in the organisation's currency. */
  async credit(principal: StaffPrincipal, request: z.output<typeof WalletCreditRequest>) {
    requireMoneyAdmin(principal);
    const entry = await this.deps.store.transaction(async (repos) => {
      const person = await personOf(repos, principal, request.personId);
      const { currency } = await repos.own.settings.of(principal.organisationId);
      const appended = await appendOrRefuse(repos, principal.organisationId, {
        personId: person.id,
        amountMinor: request.amountMinor,
        currency,
        reason: request.reason,
        idempotencyKey: `credit:${request.idempotencyKey}`,
        actorId: principal.userId,
      });
      if (!appended.replayed) {
        await repos.audit.append(
          auditBy(principal, {
            action: 'commerce.wallet.credited',
            entityType: 'wallet-entry',
            entityId: appended.id,
            appSlug: WALLET_SLUG,
            after: { personId: person.id, amountMinor: request.amountMinor, currency, reason: request.reason },
          }),
        );
      }
      return (await repos.own.wallet.entry(principal.organisationId, appended.id))!;
    });
    tellWalletChanged(this.deps.realtime, principal.organisationId, request.personId);
    return walletEntryOf(entry);
  }

  async withdrawals(principal: StaffPrincipal, query: z.output<typeof WithdrawalListQuery>) {
    const personId = mayAdministerMoney(principal) ? query.personId : principal.userId;
    const { rows, total } = await this.deps.store.repos.own.wallet.withdrawals(principal.organisationId, { ...query, personId });
    return { items: rows.map((row) => withdrawalOf(row, principal)), total, page: query.page, pageSize: query.pageSize };
  }

  /** Asks to pay out: the amount is held by a debit in the same transaction, so the request can never overdraw. */
  async requestWithdrawal(principal: StaffPrincipal, request: z.output<typeof WithdrawalRequest>) {
    const row = await this.deps.store.transaction(async (repos) => {
      const key = `withdrawal:${principal.userId}:${request.idempotencyKey}`;
      const { balanceMinor, currency } = await repos.own.wallet.balanceOf(principal.organisationId, principal.userId);
      if (!currency) throw ruleRefused('The wallet holds nothing to withdraw.', 'insufficient-funds', { balanceMinor, amountMinor: request.amountMinor });
      const withdrawal = await repos.own.wallet.insertWithdrawal({
        organisationId: principal.organisationId,
        personId: principal.userId,
        amountMinor: request.amountMinor,
        currency,
        note: request.note,
      });
      const hold = await appendOrRefuse(repos, principal.organisationId, {
        personId: principal.userId,
        amountMinor: -request.amountMinor,
        currency,
        reason: 'Withdrawal requested',
        withdrawalId: withdrawal.id,
        idempotencyKey: key,
        actorId: principal.userId,
      });
      if (hold.replayed) {
        // A retry: the first request's withdrawal stands, and this one's row goes with the transaction.
        const first = (await repos.own.wallet.entry(principal.organisationId, hold.id))!;
        throw new Replayed(first.withdrawalId!);
      }
      await repos.audit.append(
        auditBy(principal, {
          action: 'commerce.wallet.withdrawal-requested',
          entityType: 'wallet-withdrawal',
          entityId: withdrawal.id,
          appSlug: WALLET_SLUG,
          after: { amountMinor: request.amountMinor, currency },
        }),
      );
      return (await repos.own.wallet.withdrawal(principal.organisationId, withdrawal.id))!;
    }).catch(async (error: unknown) => {
      if (!(error instanceof Replayed)) throw error;
      return (await this.deps.store.repos.own.wallet.withdrawal(principal.organisationId, error.withdrawalId))!;
    });
    tellWalletChanged(this.deps.realtime, principal.organisationId, principal.userId);
    return withdrawalOf(row, principal);
  }

  /** Approving pays out what is held; declining gives it back with a credit entry. */
  async decideWithdrawal(principal: StaffPrincipal, id: string, request: z.output<typeof WithdrawalDecisionRequest>) {
    requireMoneyAdmin(principal);
    const row = await this.deps.store.transaction(async (repos) => {
      const current = await repos.own.wallet.lockWithdrawal(principal.organisationId, id);
      if (!current) throw notFound('withdrawal');
      if (current.state !== 'pending') throw ruleRefused('The withdrawal was decided already.', 'already-decided', { state: current.state });
      const decided = await repos.own.wallet.decideWithdrawal(principal.organisationId, id, request.version, {
        state: request.decision,
        decidedBy: principal.userId,
        decidedAt: this.deps.now(),
        decisionNote: request.note,
      });
      if (!decided) throw staleVersion();
      if (request.decision === 'declined') {
        await repos.own.wallet.append(principal.organisationId, {
          personId: current.personId,
          amountMinor: current.amountMinor,
          currency: current.currency,
          reason: 'Withdrawal declined: amount released',
          withdrawalId: id,
          idempotencyKey: `withdrawal:${id}:release`,
          actorId: principal.userId,
        });
      }
      await repos.audit.append(
        auditBy(principal, {
          action: `commerce.wallet.withdrawal-${request.decision}`,
          entityType: 'wallet-withdrawal',
          entityId: id,
          appSlug: WALLET_SLUG,
          before: { state: 'pending' },
          after: { state: request.decision, note: request.note },
        }),
      );
      return (await repos.own.wallet.withdrawal(principal.organisationId, id))!;
    });
    tellWalletChanged(this.deps.realtime, principal.organisationId, row.personId);
    return withdrawalOf(row, principal);
  }
}

/** A withdrawal request retried with its key: the transaction is undone and the first request answered. */
class Replayed extends Error {
  constructor(readonly withdrawalId: string) {
    super('replayed');
  }
}

/** The ledger's refusals as the screens word them. */
async function appendOrRefuse(repos: CommerceRepositories, organisationId: string, entry: Parameters<CommerceRepositories['own']['wallet']['append']>[1]) {
  try {
    return await repos.own.wallet.append(organisationId, entry);
  } catch (error) {
    if (error instanceof InsufficientFundsError) {
      throw ruleRefused(`The wallet holds ${error.balanceMinor}, less than ${-error.amountMinor}.`, 'insufficient-funds', {
        balanceMinor: error.balanceMinor,
        amountMinor: -error.amountMinor,
      });
    }
    if (error instanceof WalletCurrencyError) throw ruleRefused(`The wallet is kept in ${error.walletCurrency}.`, 'wallet-currency', { currency: error.walletCurrency });
    if (error instanceof IdempotencyKeyReusedError) throw ruleRefused('The request key was used for another entry.', 'key-reused');
    throw error;
  }
}
