import { BUYBACK_CHANGED_EVENT, type BuybackChangedPayload } from '../../../../src/apps/returns/domain/buyback-events';
import { formatMinor } from '../../../../src/domain/money/money-format';
import { recipientLanguage, sendMail } from '../../../kernel';
import type { BuybackRow } from '../repositories/buyback-repository';
import { buybackHref } from './buyback-story';
import type { ReturnsDeps } from './service-deps';

const LOCALES = { en: 'en-GB', de: 'de-DE' } as const;

/**
 * After the change is committed: the person is told by mail in their language, and in the app (their buyback
 * screens, open or next opened, show what waits for their answer).
 */
export async function tellPerson(deps: ReturnsDeps, row: BuybackRow, person: { email: string; name: string }, what: 'counter-offer' | 'locked'): Promise<void> {
  deps.realtime.toPersonAndAdmins(row.organisationId, row.personId, BUYBACK_CHANGED_EVENT, { buybackId: row.id } satisfies BuybackChangedPayload);
  const language = await recipientLanguage(deps.store.repos, person.email, row.organisationId);
  const money = (minor: number) => formatMinor(minor, row.currency, LOCALES[language as keyof typeof LOCALES] ?? 'en-GB');
  const link = `${deps.config.publicUrl}${buybackHref(row.id)}`;
  const common = { name: person.name, device: row.model, order: String(row.orderNumber ?? ''), link };
  await sendMail(deps, {
    to: person.email,
    organisationId: row.organisationId,
    ...(what === 'counter-offer'
      ? { template: 'buybackCounterOffer', params: { ...common, reasons: row.counter?.reasons ?? '', amount: money(row.counter?.amount ?? 0), quoted: money(row.quotedAmount) } }
      : { template: 'buybackLocked', params: common }),
  });
}
