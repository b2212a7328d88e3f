import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { Badge } from '../../../../ui/kit/badge';
import { Money, TimeText } from '../../../../ui/kit/display';
import { download } from '../../../../ui/kit/download';
import { FormError } from '../../../../ui/kit/form-error';
import { useProblemText } from '../../../../ui/kit/problem-text';
import type { Buyback } from '../../application/ports/buyback-gateway';
import { gradeLabel } from '../../domain/buyback-grades';
import { useDecideCounter, usePhoto } from '../queries/buyback';
import { AcceptDialog } from './accept-dialog';
import { buybackPaths } from './buyback-channel';

const TONES = { quoted: 'info', sent: 'info', received: 'info', held: 'warning', countered: 'warning', agreed: 'success', returning: 'warning', returned: 'neutral', settled: 'success', recycled: 'neutral', cancelled: 'neutral' } as const;

export function StatusBadge({ buyback }: { buyback: Buyback }) {
  const { t } = useTranslation('returns-buyback');
  if (buyback.expired) return <Badge tone="danger">{t('status.expired')}</Badge>;
  return <Badge tone={TONES[buyback.status]}>{t(`status.${buyback.status}`)}</Badge>;
}

/** A grade as the standard writes it, with its words. */
export function GradeText({ grade }: { grade: Buyback['quotedGrade'] }) {
  const { t } = useTranslation('returns-buyback');
  return (
    <>
      <strong>{gradeLabel(grade)}</strong> <span className="muted">{t('grade.words', { functional: t(`grade.functional.${grade.functional}`), cosmetic: t(`grade.cosmetic.${grade.cosmetic}`) })}</span>
    </>
  );
}

/** One quote or buyback order as its person follows it, with what they may do now. */
export function BuybackCard({ buyback, showEdit = true }: { buyback: Buyback; showEdit?: boolean }) {
  const { t } = useTranslation('returns-buyback');
  const { problemText } = useProblemText();
  const decide = useDecideCounter(buyback.channel);
  const photo = usePhoto(buyback.channel);
  const [failure, setFailure] = useState<string | null>(null);
  const onError = (error: unknown) => setFailure(problemText(error));
  const headingId = `buyback-${buyback.id}`;
  return (
    <article className="card buyback-card" aria-labelledby={headingId}>
      <div className="buyback-card__head">
        <h3 id={headingId}>
          {buyback.asset.model} <span className="muted">· {buyback.asset.tag}</span>
        </h3>
        <StatusBadge buyback={buyback} />
      </div>
      <dl className="buyback-facts">
        <div>
          <dt>{t('facts.grade')}</dt>
          <dd>
            <GradeText grade={buyback.quotedGrade} />
          </dd>
        </div>
        <div>
          <dt>{t('facts.quote')}</dt>
          <dd className="buyback-facts__price">
            <Money cents={buyback.quotedAmount} currency={buyback.currency} />
          </dd>
        </div>
        {buyback.status === 'quoted' && (
          <div>
            <dt>{t('facts.expires')}</dt>
            <dd>
              <TimeText at={buyback.expiresAt} relative />
            </dd>
          </div>
        )}
        {buyback.order && (
          <div>
            <dt>{t('facts.order')}</dt>
            <dd>{t('orderNumber', { number: buyback.order.number })}</dd>
          </div>
        )}
        {buyback.agreedAmount !== null && (
          <div>
            <dt>{t('facts.agreed')}</dt>
            <dd>
              <Money cents={buyback.agreedAmount} currency={buyback.currency} />
            </dd>
          </div>
        )}
      </dl>
      {buyback.expired && <p role="status">{t('notice.expired')}</p>}
      {buyback.status === 'held' && <p role="status" className="buyback-notice">{t('notice.held')}</p>}
      {buyback.status === 'returning' && buyback.returnDueAt && (
        <p role="status">
          {t('notice.returning')} <TimeText at={buyback.returnDueAt} />
        </p>
      )}
      {buyback.status === 'settled' && <p role="status">{t('notice.settled', { number: buyback.settlementNumber ?? '' })}</p>}
      {buyback.shipments.map((shipment) => (
        <p key={shipment.id}>
          {t(`shipmentPurpose.${shipment.purpose === 'buyback-return' ? 'return' : 'inbound'}`)}: {t(`tracking.${shipment.state}`, { defaultValue: shipment.state })}
          {' · '}
          {shipment.trackingUrl && shipment.trackingNumber ? (
            <a className="link" href={shipment.trackingUrl} target="_blank" rel="noreferrer">
              {shipment.trackingNumber}
            </a>
          ) : (
            (shipment.trackingNumber ?? t('noTracking'))
          )}{' '}
          {shipment.labelUrl && (
            <a className="link" href={shipment.labelUrl} target="_blank" rel="noreferrer">
              {t('label')}
            </a>
          )}
        </p>
      ))}
      {buyback.status === 'countered' && buyback.counter && (
        <section className="buyback-counter" aria-label={t('counter.title')}>
          <h4>{t('counter.title')}</h4>
          <p role="status">{t('counter.lead', { reasons: buyback.counter.reasons })}</p>
          <dl className="buyback-facts">
            <div>
              <dt>{t('facts.grade')}</dt>
              <dd>
                <GradeText grade={buyback.counter.grade} />
              </dd>
            </div>
            <div>
              <dt>{t('counter.offer')}</dt>
              <dd className="buyback-facts__price">
                <Money cents={buyback.counter.amount} currency={buyback.currency} />
              </dd>
            </div>
          </dl>
          {buyback.counter.photoIds.length > 0 && (
            <ul className="buyback-photos">
              {buyback.counter.photoIds.map((photoId, index) => (
                <li key={photoId}>
                  <RippleButton
                    className="button button--link"
                    onPress={async () => {
                      const file = await photo({ id: buyback.id, photoId });
                      download(file.filename, Uint8Array.from(atob(file.contentBase64), (c) => c.charCodeAt(0)), file.contentType);
                    }}
                  >
                    {t('counter.photo', { number: index + 1 })}
                  </RippleButton>
                </li>
              ))}
            </ul>
          )}
          <div className="buyback-actions">
            <RippleButton className="button button--primary" isPending={decide.isPending} onPress={() => decide.mutate({ id: buyback.id, decision: 'accept', version: buyback.version }, { onError })}>
              {t('counter.accept')}
            </RippleButton>
            <RippleButton className="button" isPending={decide.isPending} onPress={() => decide.mutate({ id: buyback.id, decision: 'decline', version: buyback.version }, { onError })}>
              {t('counter.decline')}
            </RippleButton>
          </div>
        </section>
      )}
      {buyback.status === 'quoted' && (
        <div className="buyback-actions">
          {!buyback.expired && <AcceptDialog buyback={buyback} />}
          {showEdit && (
            <Link className="button" href={buybackPaths.edit(buyback.channel, buyback.id)}>
              {buyback.expired ? t('quote.again') : t('quote.edit')}
            </Link>
          )}
        </div>
      )}
      <FormError>{failure}</FormError>
    </article>
  );
}
