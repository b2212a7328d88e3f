import { appBase } from '../../../domain/routing/route-builders';
import { withQuery } from '../../../domain/routing/with-query';
import { RESOLVE_IT_SLUG } from './slug';

/** A ticket's page in Resolve IT, where the desk works it: the one address other apps link a ticket by. */
export function deskTicketPath(kind: 'service' | 'problem', id: string): string {
  return `${appBase(RESOLVE_IT_SLUG)}/${kind === 'problem' ? 'reported-issue' : 'service-request'}/${encodeURIComponent(id)}`;
}

/** One of Resolve IT's queues, searched for `q` when given (the queue keeps its search in the address). */
export function deskQueuePath(kind: 'service' | 'problem', q?: string): string {
  return withQuery(`${appBase(RESOLVE_IT_SLUG)}/${kind === 'problem' ? 'reported-issues' : 'service-requests'}`, q ? { q } : '');
}
