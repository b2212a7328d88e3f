import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '../../../../ui/kit/badge';
import { ListFilter } from '../../../../ui/kit/list-filter';
import { ListSearch } from '../../../../ui/kit/list-search';
import { PageHeader } from '../../../../ui/kit/page-header';
import { QueryView } from '../../../../ui/kit/query-view';
import { RecordTable, type RecordColumn } from '../../../../ui/kit/record-table';
import { EmptyState } from '../../../../ui/kit/states';
import { useListState } from '../../../../ui/kit/use-list-state';
import type { Location } from '../../application/ports/locations-gateway';
import { addressMissing, LOCATION_KINDS, type LocationKind } from '../../domain/location-terms';
import { useLocations } from '../queries/locations';
import { locationPaths } from './location-paths';

const FILTERS = ['kind'] as const;

/** shipmaster: offices, warehouses and homes, with the default shipping address and stock location marked. */
export default function LocationsScreen() {
  const { t } = useTranslation(['commerce-locations', 'commerce']);
  const controls = useListState(FILTERS);
  const kind = controls.state.filters.kind as LocationKind | undefined;
  const locations = useLocations({ q: controls.request.q, kind });
  const columns: RecordColumn<Location>[] = [
    { header: t('columns.name'), cell: (location) => <Link href={locationPaths.update(location.id)}>{location.name}</Link> },
    { header: t('columns.kind'), cell: (location) => t(`kinds.${location.kind}`) },
    {
      header: t('columns.address'),
      cell: (location) =>
        addressMissing(location) ? (
          <Link href={locationPaths.update(location.id)}>
            <Badge tone="warning">{t('list.addressMissing')}</Badge> {t('list.completeAddress')}
          </Link>
        ) : (
          [location.line1, location.line2, `${location.postcode} ${location.city}`, t(`countries.${location.country}`)].filter(Boolean).join(', ')
        ),
    },
    {
      header: t('columns.defaults'),
      cell: (location) => (
        <span className="catalogue-badges">
          {location.isDefaultShipping && <Badge tone="info">{t('defaults.shipping')}</Badge>}
          {location.isDefaultStock && <Badge tone="success">{t('defaults.stock')}</Badge>}
        </span>
      ),
    },
  ];
  return (
    <section className="screen locations" aria-labelledby="locations-title">
      <PageHeader
        title={t('list.title')}
        titleId="locations-title"
        lead={t('list.lead')}
        actions={
          <Link href={locationPaths.add} className="button button--primary">
            {t('list.add')}
          </Link>
        }
      />
      <div className="list-toolbar">
        <ListSearch label={t('list.search')} controls={controls} />
        <ListFilter label={t('columns.kind')} name="kind" anyLabel={t('list.allKinds')} options={LOCATION_KINDS.map((each) => ({ value: each, label: t(`kinds.${each}`) }))} controls={controls} />
      </div>
      <QueryView query={locations}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState title={t('list.empty')} />
          ) : (
            <RecordTable label={t('list.tableLabel')} columns={columns} rows={data.items} rowKey={(location) => location.id} />
          )
        }
      </QueryView>
    </section>
  );
}
