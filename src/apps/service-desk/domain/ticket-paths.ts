import { appBase } from '../../../domain/routing/route-builders';
import { RESOLVE_IT_SLUG } from './slug';

/** A ticket's page in Resolve IT, where the desk works it: the one address other apps link a ticket by. */
export function deskTicketPath(kind: 'service' | 'problem', id: string): string {
  return `${appBase(RESOLVE_IT_SLUG)}/${kind === 'problem' ? 'reported-issue' : 'service-request'}/${encodeURIComponent(id)}`;
}
