import { describe, expect, it } from 'vitest';
import { appCatalogues } from '../../../../app-client';
import { appClients } from '../../../../app-clients';
import { manageClient } from '../../client';
import { createI18n } from '../../../../../tests/every-language-i18n';
import { RequestProblem } from '../../../../application/errors/request-problem';
import { checkOutUnits } from '../../domain/accessory-stock';
import { problemText } from '../../../../ui/kit/problem-text';

/** The 409 the server answers for a broken rule, as the contract client reads it. */
function refusalOf(decision: ReturnType<typeof checkOutUnits>): RequestProblem {
  if (decision.ok) throw new Error('expected a refusal');
  return new RequestProblem(409, '/problems/conflict', decision.reason, [], { code: decision.code, params: decision.params });
}

describe('a refused rule, worded for the reader', () => {
  const tooMany = refusalOf(checkOutUnits({ total: 3, available: 2 }, 5));

  it('is translated from its code with the values it names', async () => {
    const i18n = createI18n('de', appCatalogues(appClients));
    await i18n.loadNamespaces('manage');
    expect(problemText(i18n.t, tooMany, manageClient.namespace)).toBe('Nur noch 2 vorhanden; 5 angefragt.');
  });

  it("falls back to the server's sentence where the catalogue has no wording", async () => {
    const i18n = createI18n('de', appCatalogues(appClients));
    await i18n.loadNamespaces('manage');
    const unknown = new RequestProblem(409, '/problems/conflict', 'A rule of tomorrow.', [], { code: 'rule-of-tomorrow', params: {} });
    expect(problemText(i18n.t, unknown, manageClient.namespace)).toBe('A rule of tomorrow.');
  });
});
