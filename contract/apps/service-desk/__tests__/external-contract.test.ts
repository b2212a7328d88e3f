import { describe, expect, it } from 'vitest';
import { ProblemTypes } from '../../../problem';
import { externalSignIn, readDevMailbox, requestExternalCode } from '../../../visitor-routes';
import { getExternalTicket, listExternalTickets, replyToExternalTicket, uploadExternalAttachment } from '../external-routes';
import { MOCK_DEMO } from '../../../../tests/mocks/handlers';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';
import { fieldsOf, PNG, reportProblem } from './desk-arrange';

/** The external pages, as someone signed in by an emailed code reaches the tickets of their address, on the server and the mocks alike. */
describe.each([realServer(), mockServer()])('the external requester on $name', (backend: Backend) => {
  const calls = contractSuite(backend, MOCK_DEMO.employee.email);
  const { ok, problem } = calls;

  /** An external session of the address, signed in by the code the development mailbox received. */
  async function externalTokenOf(email: string) {
    await ok(requestExternalCode, { body: { email } });
    const [mail] = (await ok(readDevMailbox, { query: { to: email } })).items;
    const code = /\d{6}/.exec(mail!.text)![0];
    return (await ok(externalSignIn, { body: { email, code } })).token;
  }

  it('shows and answers the tickets of the address, with a file; another address reaches none of them', async () => {
    // A ticket Eve opened in the portal is her address's too, as one she had mailed in would be.
    const ticket = await reportProblem(calls, 'resolve-now', { subject: 'Badge reader rejects my card' });
    const params = { id: ticket.id };
    const token = await externalTokenOf(MOCK_DEMO.employee.email);
    const mine = await ok(listExternalTickets, { token, query: { q: 'badge' } });
    expect(mine.items.map((item) => item.id)).toEqual([ticket.id]);
    expect(await ok(getExternalTicket, { token, params })).toMatchObject({ id: ticket.id, reference: ticket.reference, mayClose: false, requester: { email: MOCK_DEMO.employee.email } });

    const uploaded = await ok(uploadExternalAttachment, { token, query: { filename: 'card.png' }, upload: PNG });
    expect(uploaded).toMatchObject({ filename: 'card.png', contentType: 'image/png', size: PNG.bytes.length });
    const replied = await ok(replyToExternalTicket, { token, params, body: { body: 'It works at the side door.', attachmentIds: [uploaded.id] } });
    expect(replied.messages.at(-1)).toMatchObject({
      author: { userId: null, name: MOCK_DEMO.employee.name, email: MOCK_DEMO.employee.email, kind: 'requester' },
      body: 'It works at the side door.',
      attachments: [{ id: uploaded.id, filename: 'card.png' }],
    });
    const reused = await problem(replyToExternalTicket, { token, params, body: { body: 'Again.', attachmentIds: [uploaded.id] } }, 400, ProblemTypes.validation);
    expect(fieldsOf(reused)).toEqual(['body.attachmentIds:unknown-id']);

    const stranger = await externalTokenOf('stranger@example.test');
    expect(await ok(listExternalTickets, { token: stranger, query: { q: 'badge' } })).toMatchObject({ items: [], total: 0 });
    await problem(getExternalTicket, { token: stranger, params }, 404, ProblemTypes.notFound);
    await problem(replyToExternalTicket, { token: stranger, params, body: { body: 'Hello?' } }, 404, ProblemTypes.notFound);
    // Without a ticket of its address, a file has no organisation to go to.
    await problem(uploadExternalAttachment, { token: stranger, query: { filename: 'card.png' }, upload: PNG }, 404, ProblemTypes.notFound);
    // A staff session is no external one.
    await problem(listExternalTickets, { query: {} }, 401, ProblemTypes.unauthenticated);
  });
});
