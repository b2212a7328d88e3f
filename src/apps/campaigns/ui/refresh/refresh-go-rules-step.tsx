import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { appBase } from '../../../../domain/routing/route-builders';
import { QueryView } from '../../../../ui/kit/query-view';
import type { RulesStepProps } from '../kinds/campaign-kind-ui';
import { useOfferableKits } from '../queries/refresh';
import type { OfferedKit } from '../../application/ports/refresh-gateway';
import { KitContents } from './kit-contents';
import { kitIdsOf } from './refresh-go-rules';


/**
 * Refresh Go's rules: the Device Hub kits employees pick their new device from. With none ticked they name the device
 * in their own words, as they must when the Device Hub has no kits yet.
 */
export function RefreshGoRulesStep({ value, onChange, fieldError }: RulesStepProps) {
  const { t } = useTranslation('campaigns-refresh');
  const kits = useOfferableKits();
  const chosen = kitIdsOf(value);
  const toggle = (id: string, on: boolean) => onChange({ kitIds: on ? [...chosen, id] : chosen.filter((each) => each !== id) });
  const error = fieldError('rules.kitIds') ?? chosen.map((_, index) => fieldError(`rules.kitIds.${index}`)).find(Boolean);
  return (
    <fieldset className="go-kits">
      <legend className="go-kits__legend">{t('go.kitsLegend')}</legend>
      <p className="muted">{t('go.kitsHint')}</p>
      <QueryView
        query={kits}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <>
            {t('go.noKits')} <Link href={`${appBase('configure-devicehub')}/add-kit`}>{t('go.addKit')}</Link>
          </>
        }
      >
        {(data) => (
          <ul className="go-kits__list">
            {data.items.map((kit) => (
              <KitChoice key={kit.id} kit={kit} checked={chosen.includes(kit.id)} onChange={(on) => toggle(kit.id, on)} />
            ))}
          </ul>
        )}
      </QueryView>
      {error && <p className="form__error">{error}</p>}
    </fieldset>
  );
}

function KitChoice({ kit, checked, onChange }: { kit: OfferedKit; checked: boolean; onChange: (on: boolean) => void }) {
  const contentsId = useId();
  return (
    <li>
      <label className="go-kit card">
        <input type="checkbox" className="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby={contentsId} />
        <span className="go-kit__text">
          <span className="go-kit__name">{kit.name}</span>
          <KitContents kit={kit} id={contentsId} />
        </span>
      </label>
    </li>
  );
}
