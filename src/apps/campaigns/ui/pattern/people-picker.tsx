import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayText } from '../../../../ui/kit/display';
import { QueryView } from '../../../../ui/kit/query-view';
import { TextInput } from '../../../../ui/kit/text-input';
import type { Candidate, CampaignPersonInput } from '../../application/ports/campaign-views';
import type { CampaignKind } from '../../domain/campaign-kind';
import { useCandidates } from '../queries/campaign-queries';
import { ChoiceField } from '../../../../ui/kit/choice-field';

/** The device-age filters the wizard offers: anyone, or people holding a device older than so many months. */
const AGE_FILTERS = [0, 24, 36, 48] as const;

/** Who is picked so far, with the devices picked of each: the wizard's and the add-people form's value. */
export type Picked = ReadonlyMap<string, ReadonlySet<string>>;

export function pickedPeople(picked: Picked): CampaignPersonInput[] {
  return [...picked].map(([userId, assets]) => ({ userId, assetIds: [...assets] }));
}

/**
 * People picked from the organisation, by name or by the age of their devices ("devices older than 3 years"), and,
 * when the kind asks for them, the devices of each the campaign is about. Picking a person picks all they hold.
 */
export function PeoplePicker({
  kind,
  picked,
  onChange,
  picksDevices,
  exclude = [],
}: {
  kind: CampaignKind;
  picked: Picked;
  onChange: (picked: Picked) => void;
  picksDevices: boolean;
  /** People already in the campaign, not offered again. */
  exclude?: readonly string[];
}) {
  const { t } = useTranslation('campaigns-pattern');
  const [q, setQ] = useState('');
  const [olderThan, setOlderThan] = useState(0);
  const query = { q: useDeferredValue(q).trim() || undefined, olderThanMonths: olderThan || undefined, limit: 50 } as const;
  const candidates = useCandidates(kind, query);

  const toggle = (candidate: Candidate) => {
    const next = new Map(picked);
    if (next.has(candidate.userId)) next.delete(candidate.userId);
    else next.set(candidate.userId, new Set(candidate.devices.map((device) => device.assetId)));
    onChange(next);
  };
  const toggleDevice = (userId: string, assetId: string) => {
    const next = new Map(picked);
    const devices = new Set(next.get(userId) ?? []);
    if (devices.has(assetId)) devices.delete(assetId);
    else devices.add(assetId);
    next.set(userId, devices);
    onChange(next);
  };

  return (
    <div className="campaign-picker">
      <div className="campaign-picker__filters">
        <TextInput label={t('picker.search')} type="search" value={q} onChange={setQ} />
        <ChoiceField
          label={t('picker.olderThan')}
          value={String(olderThan)}
          onChange={(months) => setOlderThan(Number(months))}
          options={AGE_FILTERS.map((months) => ({ value: String(months), label: months ? t('picker.months', { count: months / 12 }) : t('picker.anyAge') }))}
        />
      </div>
      <p className="campaign-picker__count" aria-live="polite">
        {t('picker.picked', { count: picked.size })}
      </p>
      <QueryView
        query={candidates}
        isEmpty={(data) => data.items.every((candidate) => exclude.includes(candidate.userId))}
        empty={t('picker.none')}
      >
        {(data) => (
          <ul className="campaign-picker__list" aria-label={t('picker.label')}>
            {data.items
              .filter((candidate) => !exclude.includes(candidate.userId))
              .map((candidate) => {
                const devices = picked.get(candidate.userId);
                return (
                  <li key={candidate.userId} className="campaign-picker__person">
                    <label className="campaign-picker__choice">
                      <input type="checkbox" className="checkbox" checked={Boolean(devices)} onChange={() => toggle(candidate)} />
                      <span>
                        <strong>{candidate.name}</strong> <span className="muted">{candidate.email}</span>
                      </span>
                    </label>
                    {picksDevices && devices && (
                      <fieldset className="campaign-picker__devices">
                        <legend className="visually-hidden">{t('picker.devicesOf', { name: candidate.name })}</legend>
                        {candidate.devices.length === 0 && <p className="muted">{t('picker.noDevices')}</p>}
                        {candidate.devices.map((device) => (
                          <label key={device.assetId} className="campaign-picker__choice">
                            <input type="checkbox" className="checkbox" checked={devices.has(device.assetId)} onChange={() => toggleDevice(candidate.userId, device.assetId)} />
                            <span>
                              {device.model} · {device.assetTag}
                              {device.purchaseDate && (
                                <span className="muted">
                                  {' '}
                                  · {t('picker.bought')} <DayText day={device.purchaseDate} />
                                </span>
                              )}
                            </span>
                          </label>
                        ))}
                      </fieldset>
                    )}
                  </li>
                );
              })}
          </ul>
        )}
      </QueryView>
    </div>
  );
}
