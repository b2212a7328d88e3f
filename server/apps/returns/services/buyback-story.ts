import { appBase } from '../../../../src/domain/routing/route-builders';
import type { LifeEventKind } from '../../../../src/domain/life-story';
import { BUYBACK_SLUG } from '../../../../src/apps/returns/domain/slug';
import type { NewLifeEvent } from '../../../kernel';
import type { BuybackRow } from '../repositories/buyback-repository';

/** Where a buyback opens: the person's own page of it; the desk opens the same address with its actions. */
export const buybackHref = (id: string) => `${appBase(BUYBACK_SLUG)}/edit/${encodeURIComponent(id)}`;

/** A step of the device's story, told on the asset (and the person's story names them). */
export function buybackEvent(row: BuybackRow, kind: LifeEventKind, at: Date, actorId: string | null, detail: Record<string, string | number> = {}): NewLifeEvent {
  return {
    organisationId: row.organisationId,
    at,
    appSlug: row.channel,
    kind,
    assetId: row.assetId,
    personId: row.personId,
    actorId,
    subject: row.orderNumber ? `#${row.orderNumber} ${row.model}` : row.model,
    href: buybackHref(row.id),
    detail,
  };
}
