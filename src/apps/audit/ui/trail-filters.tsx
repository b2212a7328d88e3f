import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../ui/feedback/ripple-button';
import { FoldingFilters } from '../../../ui/kit/folding-filters';
import { ListFilter } from '../../../ui/kit/list-filter';
import { ListSearch } from '../../../ui/kit/list-search';
import { RecordPicker } from '../../../ui/kit/record-picker';
import { TextInput } from '../../../ui/kit/text-input';
import type { ListControls } from '../../../ui/kit/use-list-state';
import { useApps } from '../../../ui/queries/use-apps';
import { useTrailGateway } from './queries/trail';

/** The filters the trail's address keeps: the search, the app, the person, the record and the period (days). */
export const TRAIL_FILTER_KEYS = ['appSlug', 'userId', 'entityType', 'entityId', 'fromDay', 'toDay'] as const;

/** The trail's filters: search, app, person, period, and the record a row's link chose (shown to clear). */
export function TrailFilters({ controls, personName }: { controls: ListControls; personName: string | undefined }) {
  const { t } = useTranslation('audit');
  const gateway = useTrailGateway();
  const apps = useApps();
  const { filters } = controls.state;
  const searchPeople = async (text: string) =>
    (await gateway.people({ q: text || undefined })).items.map((person) => ({ id: person.id, label: person.name, description: person.email }));
  return (
    <div className="trail-filters">
      <ListSearch label={t('filters.search')} controls={controls} />
      <FoldingFilters active={['appSlug', 'userId', 'fromDay', 'toDay'].filter((key) => filters[key]).length}>
        <ListFilter
          label={t('filters.app')}
          name="appSlug"
          anyLabel={t('filters.anyApp')}
          options={(apps.data ?? []).map((app) => ({ value: app.slug, label: app.name }))}
          controls={controls}
        />
        <RecordPicker
          label={t('filters.person')}
          queryKey={['audit-trail', 'people']}
          search={searchPeople}
          selectedId={filters.userId ?? null}
          {...(personName !== undefined && { selectedLabel: personName })}
          onSelect={(option) => controls.setFilter('userId', option?.id)}
        />
        <TextInput label={t('filters.from')} type="date" value={filters.fromDay ?? ''} onChange={(day) => controls.setFilter('fromDay', day || undefined)} />
        <TextInput label={t('filters.to')} type="date" value={filters.toDay ?? ''} onChange={(day) => controls.setFilter('toDay', day || undefined)} />
      </FoldingFilters>
      {filters.entityType && (
        <p className="trail-filters__record">
          {t('filters.record', { type: filters.entityType, id: filters.entityId ?? '' })}
          <RippleButton
            className="button button--small button--ghost"
            aria-label={t('filters.clearRecord')}
            onPress={() => controls.applyQuery(withoutRecord(controls.queryString))}
          >
            <X size={14} aria-hidden="true" />
          </RippleButton>
        </p>
      )}
    </div>
  );
}

function withoutRecord(query: string): string {
  const next = new URLSearchParams(query);
  next.delete('entityType');
  next.delete('entityId');
  next.delete('page');
  return next.toString();
}
