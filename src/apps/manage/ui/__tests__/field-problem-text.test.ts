import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { fieldErrorsOf } from '../../../../../contract/field-problems';
import { CreateAssetRequest } from '../../../../../contract/apps/manage/asset-schemas';
import { CreatePersonRequest } from '../../../../../contract/apps/manage/person-schemas';
import { createI18n } from '../../../../../tests/every-language-i18n';
import { RequestProblem } from '../../../../application/errors/request-problem';
import { fieldProblemText } from '../../../../ui/kit/problem-text';
import { appCatalogues } from '../../../../app-client';
import { appClients } from '../../../../app-clients';
import { manageClient } from '../../client';

/** The 400 the server answers for a body that does not fit the schema, as the contract client reads it. */
function refusedBody(schema: z.ZodType, body: unknown) {
  const result = schema.safeParse(body);
  if (result.success) throw new Error('expected the body to be refused');
  return new RequestProblem(400, '/problems/validation', 'The request is not valid', fieldErrorsOf(result.error.issues, 'body'));
}

describe("a field the server refused, in the reader's words", () => {
  it('names a missing value, a malformed address and a text too long by their codes', async () => {
    const i18n = createI18n('de');
    const person = refusedBody(CreatePersonRequest, { name: '', email: 'not an address' });
    expect(fieldProblemText(i18n.t, person, 'name')).toBe('Füllen Sie dieses Feld aus.');
    expect(fieldProblemText(i18n.t, person, 'email')).toBe('Geben Sie eine E-Mail-Adresse wie name@example.com ein.');

    const asset = refusedBody(CreateAssetRequest, { assetTag: 'T'.repeat(65), productType: 'laptop', model: 'X' });
    expect(fieldProblemText(i18n.t, asset, 'assetTag')).toBe('Verwenden Sie höchstens 64 Zeichen.');
    expect(fieldProblemText(i18n.t, asset, 'model')).toBeUndefined();
  });

  it('words a broken rule at its field from Manage’s catalogue', async () => {
    const i18n = createI18n('de', appCatalogues(appClients));
    await i18n.loadNamespaces('manage');
    const refused = new RequestProblem(409, '/problems/conflict', 'The change breaks a rule', [
      { path: 'body.seats', message: '2 seats are assigned; release some first.', code: 'below-used', params: { used: 2 } },
    ]);
    expect(fieldProblemText(i18n.t, refused, 'seats', manageClient.namespace)).toBe('2 Plätze sind vergeben; geben Sie zuerst welche frei.');
  });
});
