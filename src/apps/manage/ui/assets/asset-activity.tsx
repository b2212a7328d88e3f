import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityEntry } from '../../application/ports/assets-gateway';
import { StepPager } from '../../../../ui/kit/pager';
import { QueryView } from '../../../../ui/kit/query-view';
import { useAssetActivity } from '../queries/use-assets';
import { formatTimestamp } from '../../../../ui/kit/format';

const PAGE_SIZE = 10;

type Fields = Readonly<Record<string, unknown>>;

const fieldsOf = (value: unknown): Fields => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {});
const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** A photo's storage key means nothing to a reader: the entry's action already says the photo changed. */
const UNREADABLE_FIELDS = new Set(['photoKey']);

/** The fields an entry changed: only those whose value differs between before and after. */
function changesOf(entry: ActivityEntry): { field: string; before: string; after: string }[] {
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((field) => !UNREADABLE_FIELDS.has(field) && JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: shown(before[field]), after: shown(after[field]) }));
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
                    <strong>{t(`activity.action.${entry.action}`, { defaultValue: entry.action })}</strong>{' '}
                    <time dateTime={entry.at}>{formatTimestamp(entry.at, i18n.language)}</time>{' '}
                    {t('activity.by', { name: entry.user?.name ?? t('activity.system') })}
                    {entry.impersonator && ` ${t('activity.impersonatedBy', { name: entry.impersonator.name })}`}
                  </p>
                  {changesOf(entry).length > 0 && (
                    <ul className="asset-activity__changes">
                      {changesOf(entry).map((change) => (
                        <li key={change.field}>{t('activity.change', { ...change, field: t(`field.${change.field}`, { defaultValue: change.field }) })}</li>
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
