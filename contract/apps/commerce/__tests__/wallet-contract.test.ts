import { describe, expect, it } from 'vitest';
import { ProblemTypes } from '../../../problem';
import { storeOrderRoutesBySlug } from '../orders-routes';
import { walletRoutes as api } from '../wallet-routes';
import { MOCK_DEMO } from '../../../../tests/mocks/handlers';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';
import { commerceArrange, EVE_CREDITS_MINOR, EVE_WALLET_MINOR, UNKNOWN_ID } from './commerce-arrange';

const ADA_WALLET_MINOR = 20_000;

/**
 * The wallet on the server and the mocks alike: one's own balance and ledger, an admin's view of everyone's and
 * their top-ups (once per key), withdrawals held at once and decided once, and the employee credit budgets.
 */
describe.each([realServer(), mockServer()])('the wallet on $name', (backend: Backend) => {
  const calls = contractSuite(backend, MOCK_DEMO.employee.email);
  const { ok, problem, tokenOf } = calls;

  async function people() {
    const ada = await tokenOf(MOCK_DEMO.admin.email);
    const listed = (await ok(api.people, { token: ada })).items;
    const idOf = (email: string) => listed.find((each) => each.person.email === email)!.person.id;
    return { ada, listed, eveId: idOf(MOCK_DEMO.employee.email), adaId: idOf(MOCK_DEMO.admin.email) };
  }

  it('shows one’s own wallet and ledger, and an admin anyone’s of the organisation', async () => {
    const { ada, listed, eveId, adaId } = await people();
    // The demo's other people have wallets on the server too: the two the mocks know are compared.
    expect(listed.filter((each) => [adaId, eveId].includes(each.person.id))).toEqual([
      { person: { id: adaId, name: MOCK_DEMO.admin.name, email: MOCK_DEMO.admin.email }, balanceMinor: ADA_WALLET_MINOR, currency: 'EUR' },
      { person: { id: eveId, name: MOCK_DEMO.employee.name, email: MOCK_DEMO.employee.email }, balanceMinor: EVE_WALLET_MINOR, currency: 'EUR' },
    ]);
    expect((await ok(api.people, { token: ada, query: { q: 'EVE', sort: '-balanceMinor' } })).items.map((each) => each.person.id)).toEqual([eveId]);
    await problem(api.people, {}, 403);

    const mine = await ok(api.summary);
    expect(mine).toMatchObject({ person: { id: eveId, name: MOCK_DEMO.employee.name }, balanceMinor: EVE_WALLET_MINOR, currency: 'EUR', heldMinor: 0, mayAdminister: false });
    expect(mine.credits).toMatchObject({ remainingMinor: EVE_CREDITS_MINOR, amountMinor: EVE_CREDITS_MINOR, currency: 'EUR' });
    expect(await ok(api.summary, { token: ada, query: { personId: eveId } })).toEqual({ ...mine, mayAdminister: true });
    await problem(api.summary, { query: { personId: adaId } }, 403);
    await problem(api.summary, { token: ada, query: { personId: UNKNOWN_ID } }, 404, ProblemTypes.notFound);

    const ledger = await ok(api.entries);
    expect(ledger).toMatchObject({ total: 2, page: 1 });
    expect(ledger.items.map(({ amountMinor, reason, balanceAfterMinor, idempotencyKey, orderId }) => ({ amountMinor, reason, balanceAfterMinor, idempotencyKey, settles: orderId !== null }))).toEqual([
      { amountMinor: 18_500, reason: 'Buyback settlement: iPhone 12, 128 GB', balanceAfterMinor: EVE_WALLET_MINOR, idempotencyKey: 'demo:buyback-employee', settles: true },
      { amountMinor: 50_000, reason: 'Welcome credit for new equipment', balanceAfterMinor: 50_000, idempotencyKey: 'demo:welcome-employee', settles: false },
    ]);
    expect(ledger.items[0]).toMatchObject({ person: { id: eveId }, actor: { id: adaId, name: MOCK_DEMO.admin.name }, withdrawalId: null, currency: 'EUR' });
    expect((await ok(api.entries, { query: { q: 'BUYBACK' } })).items).toHaveLength(1);
    expect((await ok(api.entries, { query: { direction: 'debit' } })).total).toBe(0);
    expect((await ok(api.entries, { query: { sort: 'amountMinor' } })).items.map((entry) => entry.amountMinor)).toEqual([18_500, 50_000]);
    await problem(api.entries, { query: { personId: adaId } }, 403);

    const entry = ledger.items[0]!;
    expect(await ok(api.entry, { params: { id: entry.id } })).toEqual(entry);
    expect(await ok(api.entry, { token: ada, params: { id: entry.id } })).toEqual(entry);
    const adas = (await ok(api.entries, { token: ada })).items[0]!;
    await problem(api.entry, { params: { id: adas.id } }, 404, ProblemTypes.notFound);
  });

  it('credits a wallet with a reason once per key, only to a person of the organisation', async () => {
    const { ada, eveId } = await people();
    const body = { personId: eveId, amountMinor: 1_500, reason: 'Conference refund', idempotencyKey: 'contract-credit-1' };
    const credited = await ok(api.credit, { token: ada, body });
    expect(credited).toMatchObject({ person: { id: eveId }, amountMinor: 1_500, reason: 'Conference refund', balanceAfterMinor: EVE_WALLET_MINOR + 1_500, idempotencyKey: 'credit:contract-credit-1', orderId: null, withdrawalId: null, actor: { name: MOCK_DEMO.admin.name } });
    expect(await ok(api.credit, { token: ada, body })).toEqual(credited);
    expect((await problem(api.credit, { token: ada, body: { ...body, amountMinor: 2_000 } }, 409, ProblemTypes.conflict)).code).toBe('key-reused');
    await problem(api.credit, { token: ada, body: { ...body, personId: UNKNOWN_ID, idempotencyKey: 'contract-credit-2' } }, 404, ProblemTypes.notFound);
    const nothing = await problem(api.credit, { token: ada, body: { ...body, amountMinor: 0 } }, 400, ProblemTypes.validation);
    expect(nothing.errors?.map((error) => error.path)).toEqual(['body.amountMinor']);
    await problem(api.credit, { body: { ...body, idempotencyKey: 'contract-credit-3' } }, 403);
    expect((await ok(api.summary)).balanceMinor).toBe(EVE_WALLET_MINOR + 1_500);
  });

  it('holds a withdrawal at once, and an admin decides it once, at the version read', async () => {
    const { ada, eveId } = await people();
    const request = { amountMinor: 20_000, note: 'to my bank', idempotencyKey: 'contract-withdrawal-1' };
    const asked = await ok(api.requestWithdrawal, { body: request });
    expect(asked).toMatchObject({ person: { id: eveId }, amountMinor: 20_000, currency: 'EUR', note: 'to my bank', state: 'pending', decidedBy: null, decidedAt: null, decisionNote: '', version: 1, mayDecide: false });
    expect(await ok(api.requestWithdrawal, { body: request })).toEqual(asked);
    expect(await ok(api.summary)).toMatchObject({ balanceMinor: EVE_WALLET_MINOR - 20_000, heldMinor: 20_000 });
    expect((await ok(api.entries)).items[0]).toMatchObject({ amountMinor: -20_000, reason: 'Withdrawal requested', withdrawalId: asked.id, balanceAfterMinor: EVE_WALLET_MINOR - 20_000 });
    const tooMuch = await problem(api.requestWithdrawal, { body: { ...request, amountMinor: 60_000, idempotencyKey: 'contract-withdrawal-2' } }, 409, ProblemTypes.conflict);
    expect(tooMuch).toMatchObject({ code: 'insufficient-funds', params: { balanceMinor: EVE_WALLET_MINOR - 20_000, amountMinor: 60_000 } });

    expect((await ok(api.withdrawals)).items.map((each) => each.id)).toEqual([asked.id]);
    expect((await ok(api.withdrawals, { token: ada, query: { state: 'pending' } })).items).toEqual([{ ...asked, mayDecide: true }]);
    const params = { id: asked.id };
    await problem(api.decideWithdrawal, { params, body: { decision: 'approved', version: 1 } }, 403);
    await problem(api.decideWithdrawal, { token: ada, params, body: { decision: 'approved', version: 2 } }, 412, ProblemTypes.staleVersion);
    const approved = await ok(api.decideWithdrawal, { token: ada, params, body: { decision: 'approved', note: 'Paid out', version: 1 } });
    expect(approved).toMatchObject({ state: 'approved', decidedBy: { name: MOCK_DEMO.admin.name }, decisionNote: 'Paid out', version: 2, mayDecide: false });
    expect(approved.decidedAt).not.toBeNull();
    const twice = await problem(api.decideWithdrawal, { token: ada, params, body: { decision: 'declined', version: 2 } }, 409, ProblemTypes.conflict);
    expect(twice).toMatchObject({ code: 'already-decided', params: { state: 'approved' } });
    expect(await ok(api.summary)).toMatchObject({ balanceMinor: EVE_WALLET_MINOR - 20_000, heldMinor: 0 });

    const second = await ok(api.requestWithdrawal, { body: { amountMinor: 5_000, idempotencyKey: 'contract-withdrawal-3' } });
    expect(await ok(api.decideWithdrawal, { token: ada, params: { id: second.id }, body: { decision: 'declined', version: 1 } })).toMatchObject({ state: 'declined', decisionNote: '' });
    expect((await ok(api.entries)).items[0]).toMatchObject({ amountMinor: 5_000, reason: 'Withdrawal declined: amount released', withdrawalId: second.id, balanceAfterMinor: EVE_WALLET_MINOR - 20_000 });
    await problem(api.decideWithdrawal, { token: ada, params: { id: UNKNOWN_ID }, body: { decision: 'approved', version: 1 } }, 404, ProblemTypes.notFound);
  });

  it('sets the employee credit budgets per person and period, with what is spent of them', async () => {
    const { ada, eveId, adaId } = await people();
    // The server's demo budgets everyone of the company; the two people the mocks know are compared.
    const budgetsOf = async (personId: string) => (await ok(api.creditBudgets, { token: ada, query: { personId } })).items;
    const [adas, evesList] = [await budgetsOf(adaId), await budgetsOf(eveId)];
    expect([...adas, ...evesList].map(({ person, amountMinor, spentMinor, remainingMinor, version }) => ({ who: person.id, amountMinor, spentMinor, remainingMinor, version }))).toEqual([
      { who: adaId, amountMinor: 50_000, spentMinor: 0, remainingMinor: 50_000, version: 1 },
      { who: eveId, amountMinor: EVE_CREDITS_MINOR, spentMinor: 0, remainingMinor: EVE_CREDITS_MINOR, version: 1 },
    ]);
    const eves = evesList[0]!;
    const { credits } = await ok(api.summary);
    expect(credits).toMatchObject({ startsOn: eves.startsOn, endsOn: eves.endsOn });
    await problem(api.creditBudgets, {}, 403);

    // Eve spends 120.00 of her credits in the Shop.
    const asAda = commerceArrange({ ok: (route, request = {}) => ok(route, { token: ada, ...request }) });
    const mouse = await asAda.stocked('shop', 'Contract mouse', 12_000, 1);
    const eve = await tokenOf(MOCK_DEMO.employee.email);
    await asAda.fill('shop', eve, [{ productId: mouse.id, quantity: 1 }]);
    const office = await asAda.office('shop', eve);
    await ok(storeOrderRoutesBySlug.shop.pay, { body: { idempotencyKey: 'contract-credits', paymentMethod: 'credits', locationId: office.id } });
    expect((await ok(api.summary)).credits).toMatchObject({ remainingMinor: EVE_CREDITS_MINOR - 12_000, amountMinor: EVE_CREDITS_MINOR });

    const set = { personId: eveId, startsOn: eves.startsOn, endsOn: eves.endsOn, amountMinor: 40_000 };
    expect(await ok(api.setCreditBudget, { token: ada, body: set })).toEqual({ ...eves, amountMinor: 40_000, spentMinor: 12_000, remainingMinor: 28_000, version: 2 });
    expect((await ok(api.creditBudgets, { token: ada, query: { personId: eveId } })).items).toEqual([expect.objectContaining({ amountMinor: 40_000, spentMinor: 12_000 })]);
    const next = await ok(api.setCreditBudget, { token: ada, body: { ...set, startsOn: '2099-01-01', endsOn: '2099-03-31', amountMinor: 10_000 } });
    expect(next).toMatchObject({ person: { id: eveId }, startsOn: '2099-01-01', spentMinor: 0, remainingMinor: 10_000, currency: 'EUR', version: 1 });
    expect((await ok(api.creditBudgets, { token: ada, query: { personId: eveId } })).items.map((each) => each.startsOn)).toEqual(['2099-01-01', eves.startsOn]);

    await problem(api.setCreditBudget, { token: ada, body: { ...set, personId: UNKNOWN_ID } }, 404, ProblemTypes.notFound);
    const backwards = await problem(api.setCreditBudget, { token: ada, body: { ...set, endsOn: '2000-01-01' } }, 400, ProblemTypes.validation);
    expect(backwards.errors?.map((error) => error.path)).toEqual(['body.endsOn']);
    await problem(api.setCreditBudget, { body: set }, 403);
  });
});
