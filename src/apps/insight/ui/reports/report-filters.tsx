import { useTranslation } from 'react-i18next';
import { FoldingFilters } from '../../../../ui/kit/folding-filters';
import { ListFilter } from '../../../../ui/kit/list-filter';
import { TextInput } from '../../../../ui/kit/text-input';
import type { ListControls } from '../../../../ui/kit/use-list-state';
import type { ReportAnswer } from '../../application/ports/report-gateway';
import { REPORT_SHAPES } from '../../domain/reports/report-gallery';
import type { ReportKind } from '../../domain/reports/report-table';

/** The filters the report's address keeps, so a link opens the same report. */
export const REPORT_FILTER_KEYS = ['from', 'to', 'productType', 'locationId'] as const;

/** The period (days), and where the report takes them, the product type and the place its answer offers. */
export function ReportFilters({
  kind,
  controls,
  options,
  badPeriod,
}: {
  kind: ReportKind;
  controls: ListControls;
  options: ReportAnswer['options'] | undefined;
  /** The last day comes before the first: said at the field, and no report is asked for. */
  badPeriod: boolean;
}) {
  const { t } = useTranslation(['insight-reports', 'insight-report-words']);
  const { filters } = controls.state;
  const shape = REPORT_SHAPES[kind];
  return (
    <div className="list-toolbar insights__filters">
      <FoldingFilters active={REPORT_FILTER_KEYS.filter((key) => filters[key]).length}>
        <TextInput label={t('filters.from')} type="date" value={filters.from ?? ''} onChange={(day) => controls.setFilter('from', day || undefined)} />
        <TextInput
          label={t('filters.to')}
          type="date"
          value={filters.to ?? ''}
          onChange={(day) => controls.setFilter('to', day || undefined)}
          error={badPeriod ? t('filters.badPeriod') : undefined}
        />
        {shape.filters.includes('productType') && (
          <ListFilter
            label={t('filters.productType')}
            name="productType"
            options={(options?.productTypes ?? []).map((type) => ({ value: type, label: t(`insight-report-words:keys.fleet-book-value.${type}`, { defaultValue: type }) }))}
            anyLabel={t('filters.anyProductType')}
            controls={controls}
          />
        )}
        {shape.filters.includes('locationId') && (
          <ListFilter
            label={t('filters.location')}
            name="locationId"
            options={(options?.locations ?? []).map((place) => ({ value: place.id, label: place.name }))}
            anyLabel={t('filters.anyLocation')}
            controls={controls}
          />
        )}
      </FoldingFilters>
      <p className="muted insights__period">{t(`period.${shape.group}`)}</p>
    </div>
  );
}
