import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityEntry } from '../../application/ports/assets-gateway';
import { StepPager } from '../../../../ui/kit/pager';
import { QueryView } from '../../../../ui/kit/query-view';
import { useAssetActivity } from '../queries/use-assets';
import { usePerson } from '../queries/use-people';
import { usePlaces } from '../queries/use-places';
import { formatDay, formatMoney, formatTimestamp } from '../../../../ui/kit/format';

const PAGE_SIZE = 10;

type Fields = Readonly<Record<string, unknown>>;

const fieldsOf = (value: unknown): Fields => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {});
const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** Fields whose stored value is a person's id, a status, a day or an amount: shown as a reader knows them. */
const PERSON_FIELDS = new Set(['assigneeId']);
const DAY_FIELDS = new Set(['purchaseDate', 'warrantyEnd', 'endOfLife']);
const FIELD_NAMES: Readonly<Record<string, string>> = { assigneeId: 'assignee', costCents: 'cost', locationId: 'location' };

function PersonName({ id }: { id: string }) {
  const person = usePerson(id);
  return <>{person.data?.name ?? '…'}</>;
}

/** A site by its name in Locations; one since removed keeps the reader from an id. */
function PlaceName({ id }: { id: string }) {
  const { t } = useTranslation('manage-assets');
  const places = usePlaces();
  if (!places.data) return <>…</>;
  return <>{places.data.items.find((place) => place.id === id)?.name ?? t('activity.removedPlace')}</>;
}

function ChangedValue({ field, value }: { field: string; value: unknown }) {
  const { t, i18n } = useTranslation(['manage-assets', 'manage']);
  if (isBlank(value)) return <>—</>;
  if (PERSON_FIELDS.has(field) && typeof value === 'string') return <PersonName id={value} />;
  if (field === 'locationId' && typeof value === 'string') return <PlaceName id={value} />;
  if (field === 'status') return <>{t(`manage:status.${String(value)}`, { defaultValue: String(value) })}</>;
  if (DAY_FIELDS.has(field) && typeof value === 'string') return <>{formatDay(value, i18n.language)}</>;
  if (field === 'costCents' && typeof value === 'number') return <>{formatMoney(value, i18n.language)}</>;
  return <>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</>;
}

/**
 * A photo's storage key means nothing to a reader: the entry's action already says the photo changed. A bought
 * asset's order number is said by the entry's action too.
 */
const UNREADABLE_FIELDS = new Set(['photoKey', 'orderNumber']);

/** The fields an entry changed: only those whose value differs between before and after. */
function changesOf(entry: ActivityEntry): { field: string; before: unknown; after: unknown }[] {
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((field) => !UNREADABLE_FIELDS.has(field) && JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: before[field], after: after[field] }));
}

function Change({ field, before, after }: { field: string; before: unknown; after: unknown }): ReactNode {
  const { t } = useTranslation('manage-assets');
  const name = FIELD_NAMES[field] ?? field;
  return (
    <li>
      {t('activity.changeOf', { field: t(`field.${name}`, { defaultValue: name }) })} <ChangedValue field={field} value={before} /> →{' '}
      <ChangedValue field={field} value={after} />
    </li>
  );
}

/** The asset's history, newest first, a page at a time: who did what, when, and what it changed. */
export function AssetActivity({ assetId }: { assetId: string }) {
  const { t, i18n } = useTranslation('manage-assets');
  const [page, setPage] = useState(1);
  const activity = useAssetActivity(assetId, { page, pageSize: PAGE_SIZE, sort: '-at' });
  return (
    <QueryView query={activity} isEmpty={(data) => data.total === 0} empty={t('activity.empty')}>
      {(data) => (
          <>
            <ol className="asset-activity">
              {data.items.map((entry) => (
                <li key={entry.id}>
                  <p>
                    <strong>{t(`activity.action.${entry.action}`, { defaultValue: entry.action, number: fieldsOf(entry.after)['orderNumber'] })}</strong>{' '}
                    <time dateTime={entry.at}>{formatTimestamp(entry.at, i18n.language)}</time>{' '}
                    {t('activity.by', { name: entry.user?.name ?? t('activity.system') })}
                    {entry.impersonator && ` ${t('activity.impersonatedBy', { name: entry.impersonator.name })}`}
                  </p>
                  {changesOf(entry).length > 0 && (
                    <ul className="asset-activity__changes">
                      {changesOf(entry).map((change) => (
                        <Change key={change.field} {...change} />
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ol>
            <StepPager page={page} total={data.total} pageSize={data.pageSize} label={t('activity.pages')} onPage={setPage} />
          </>
      )}
    </QueryView>
  );
}
