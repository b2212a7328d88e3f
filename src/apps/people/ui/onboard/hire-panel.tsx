import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '../../../../ui/kit/badge';
import { formatDay, formatTimestamp } from '../../../../ui/kit/format';
import { QueryView } from '../../../../ui/kit/query-view';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import type { Hire } from '../../application/ports/onboarding-gateway';
import { HireProgress } from './hire-progress';
import { useHire, useOrderKit, useTick } from '../queries/onboarding';

/** One hire above the list: their facts, their kit and its order, and the accounts' checklist to tick. */
export function HirePanel({ id, closeHref }: { id: string; closeHref: string }) {
  const hire = useHire(id);
  return (
    <div className="people-hire-panel">
      <QueryView query={hire}>{(loaded) => <HireDetails hire={loaded} closeHref={closeHref} />}</QueryView>
    </div>
  );
}

function HireDetails({ hire, closeHref }: { hire: Hire; closeHref: string }) {
  const { t, i18n } = useTranslation('people-onboard');
  const tick = useTick();
  const order = useOrderKit();
  const language = i18n.language;
  return (
    <section role="group" aria-labelledby="hire-title">
      <header className="people-hire-head">
        <h2 id="hire-title">{hire.name ?? hire.email}</h2>
        <Link href={closeHref} className="button">
          {t('hire.close')}
        </Link>
      </header>
      <HireProgress hire={hire} />
      <dl className="people-facts">
        <dt>{t('fields.startDay')}</dt>
        <dd>{formatDay(hire.startDay, language)}</dd>
        <dt>{t('fields.email')}</dt>
        <dd>{hire.email}</dd>
        <dt>{t('fields.team')}</dt>
        <dd>{hire.team ?? '—'}</dd>
        <dt>{t('fields.manager')}</dt>
        <dd>{hire.manager?.name ?? '—'}</dd>
        <dt>{t('fields.location')}</dt>
        <dd>{hire.location?.name ?? '—'}</dd>
      </dl>
      <h3>{t('hire.kit')}</h3>
      {hire.kitsOffered.length === 0 ? (
        <p className="muted">{t('hire.noKit')}</p>
      ) : (
        <div className="people-kit-order">
          <p>{hire.kit ? t('hire.kitChosen', { kit: hire.kit.name, to: hire.deliveryTo ?? '—' }) : t('hire.kitNotChosen', { kits: hire.kitsOffered.map((kit) => kit.name).join(', ') })}</p>
          {hire.order.number !== null && <p>{t('hire.ordered', { number: hire.order.number, at: formatTimestamp(hire.order.orderedAt!, language) })}</p>}
          {hire.order.number === null && hire.order.day && <p>{t('hire.orderOn', { day: formatDay(hire.order.day, language) })}</p>}
          {hire.order.late && <Badge tone="warning">{t('hire.late')}</Badge>}
          {hire.order.problem && (
            <p role="alert" className="field-error">
              {t('hire.problem', { problem: hire.order.problem })}
            </p>
          )}
          {hire.kit && hire.order.number === null && (
            <RippleButton className="button" isPending={order.isPending} onPress={() => void order.mutateAsync([hire.id]).catch(() => undefined)}>
              {t('hire.orderNow')}
            </RippleButton>
          )}
        </div>
      )}
      <h3 id="checklist-title">{t('hire.checklist')}</h3>
      <ul className="people-checklist" aria-labelledby="checklist-title">
        {hire.checklist.map((line) => (
          <li key={line.item}>
            <label>
              <input type="checkbox" className="checkbox" checked={line.done} disabled={tick.isPending} onChange={(event) => void tick.mutateAsync([hire.id, line.item, event.target.checked])} />
              {t(`checklist.${line.item}`)}
            </label>
            {line.done && line.doneAt && <span className="muted">{t('hire.doneBy', { who: line.doneBy?.name ?? '—', at: formatTimestamp(line.doneAt, language) })}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
