import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { DataTable, type Column } from '../../../../ui/kit/data-table';
import { formatDay, formatTimestamp } from '../../../../ui/kit/format';
import { ListFilter } from '../../../../ui/kit/list-filter';
import { ListSearch } from '../../../../ui/kit/list-search';
import { QueryView } from '../../../../ui/kit/query-view';
import { SectionTabs } from '../../../../ui/kit/section-tabs';
import { StatCard } from '../../../../ui/kit/stat-card';
import { useListState, type ListControls } from '../../../../ui/kit/use-list-state';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import type { CampaignDetail, CampaignPerson, PersonListRequest } from '../../application/ports/campaign-views';
import { managesPeople } from '../../domain/campaign-kind';
import { PUBLIC_LINK_PATHS } from '../../domain/campaign-link';
import { KIND_STATES } from '../../domain/campaign-kind-states';
import { CAMPAIGN_KIND_UI } from '../kinds/campaign-kinds';
import { useCampaign, useCampaignPeople } from '../queries/campaign-queries';
import { CampaignStatusBadge, PersonStateBadge, useStateLabel } from './campaign-badges';
import { CampaignFrame } from './campaign-frame';
import { campaignKindOf } from './campaign-kind-of';
import { campaignPaths } from '../../domain/campaign-paths';
import { PersonActionMenu } from './person-action-menu';
import { PersonDevices } from './person-devices';
import { CampaignActionMenu } from './campaign-action-menu';

const FILTERS = ['state'];
type View = 'users' | 'assets';

/** campaign-details (and Recover's view=assets and view=users entries): the campaign's progress and its people. */
export default function CampaignDetailsScreen({ match }: ScreenProps) {
  const { t } = useTranslation('campaigns-pattern');
  const kind = campaignKindOf(match);
  const campaign = useCampaign(kind, match.params['id']!);
  if (campaign.data) return <CampaignDetails campaign={campaign.data} />;
  // The page's frame stays while the campaign loads or fails: a header, then the placeholder rows or the reason.
  return (
    <CampaignFrame kind={kind} title={campaign.isError ? t('details.unavailable') : t('details.loading')}>
      <QueryView query={campaign}>{() => null}</QueryView>
    </CampaignFrame>
  );
}

function CampaignDetails({ campaign }: { campaign: CampaignDetail }) {
  const { t, i18n } = useTranslation('campaigns-pattern');
  const kind = campaign.kind;
  const paths = campaignPaths(kind);
  const ui = CAMPAIGN_KIND_UI[kind];
  const stateLabel = useStateLabel(kind);
  const view: View = new URLSearchParams(useSearch()).get('view') === 'assets' ? 'assets' : 'users';
  const controls = useListState(FILTERS, { sort: 'name' });
  const people = useCampaignPeople(kind, campaign.id, controls.request as PersonListRequest);
  const open = campaign.status === 'scheduled' || campaign.status === 'active';
  const columns = useMemo(() => personColumns(t, i18n.language, campaign), [t, i18n.language, campaign]);
  const states = KIND_STATES[kind].states;
  return (
    <CampaignFrame
      kind={kind}
      title={campaign.name}
      lead={t('details.lead', { date: formatDay(campaign.contactDate, i18n.language), done: campaign.done, count: campaign.people })}
      meta={<CampaignStatusBadge status={campaign.status} />}
      actions={
        <>
          {open && managesPeople(kind) && (
            <Link href={paths.addPeople(campaign.id)} className="button button--primary">
              {t('details.addPeople')}
            </Link>
          )}
          <CampaignActionMenu campaign={campaign} />
        </>
      }
    >
      <div className="campaign-stats">
        {states
          .filter((state) => campaign.progress[state])
          .map((state) => (
            <StatCard key={state} label={stateLabel(state)} value={campaign.progress[state]} href={`${paths.details(campaign.id)}?state=${state}`} />
          ))}
        {campaign.people === 0 && <p className="muted">{t('details.noPeople')}</p>}
      </div>
      {ui.DetailsPanel && <ui.DetailsPanel campaign={campaign} />}
      <SectionTabs
        label={t('details.views')}
        tabs={(['users', 'assets'] as const).map((each) => ({ key: each, href: `${paths.details(campaign.id)}?view=${each}`, label: t(`details.view.${each}`), current: each === view }))}
      />
      <PeopleToolbar controls={controls} stateOptions={states.map((state) => ({ value: state, label: stateLabel(state) }))} />
      <QueryView query={people}>
        {(page) =>
          view === 'assets' ? (
            <DeviceTable people={page.items} />
          ) : (
            <DataTable
              label={t('details.tableLabel')}
              settingsKey={`campaign-people-${kind}`}
              columns={columns}
              page={page}
              controls={controls}
              rowLabel={(person) => person.name}
              empty={controls.state.q || controls.state.filters['state'] ? t('details.noMatch') : t('details.noPeople')}
            />
          )
        }
      </QueryView>
    </CampaignFrame>
  );
}

function PeopleToolbar({ controls, stateOptions }: { controls: ListControls; stateOptions: readonly { value: string; label: string }[] }) {
  const { t } = useTranslation('campaigns-pattern');
  return (
    <div className="list-toolbar">
      <ListSearch label={t('details.search')} controls={controls} />
      <ListFilter label={t('columns.state')} name="state" anyLabel={t('details.anyState')} options={stateOptions} controls={controls} />
    </div>
  );
}

/** The devices of the page's people, one row each: what came back, how, and what became of it. */
function DeviceTable({ people }: { people: readonly CampaignPerson[] }) {
  const { t } = useTranslation('campaigns-pattern');
  const rows = people.flatMap((person) => person.devices.map((device) => ({ person, device })));
  if (rows.length === 0) return <p className="muted">{t('details.noDevices')}</p>;
  return (
    <div className="table-scroll">
      <table className="table">
        <caption className="visually-hidden">{t('details.devicesLabel')}</caption>
        <thead>
          <tr>
            {(['assetTag', 'model', 'person', 'outcome', 'disposition', 'grade'] as const).map((column) => (
              <th key={column} scope="col">
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ person, device }) => (
            <tr key={device.id}>
              <td>{device.assetTag ?? '—'}</td>
              <td>{device.model}</td>
              <td>{person.name}</td>
              <td>{device.outcome ? t(`outcomes.${device.outcome}`, { defaultValue: device.outcome }) : '—'}</td>
              <td>{device.disposition ? t(`dispositions.${device.disposition}`, { defaultValue: device.disposition }) : '—'}</td>
              <td>{device.grade ? t(`grades.${device.grade}`, { defaultValue: device.grade }) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The people table's columns: the pattern's, then the kind's facts and actions where it has them. */
function personColumns(
  t: ReturnType<typeof useTranslation>['t'],
  language: string,
  campaign: CampaignDetail,
): Column<CampaignPerson>[] {
  const ui = CAMPAIGN_KIND_UI[campaign.kind];
  const paths = campaignPaths(campaign.kind);
  const Facts = ui.PersonFacts;
  // The row's menu: the kind's, which adds its actions to the link's, or the link's alone.
  const Actions = ui.PersonActions ?? (PUBLIC_LINK_PATHS[campaign.kind] ? PersonActionMenu : undefined);
  return [
    {
      // The address under the name: a column of its own pushed the row's actions out of sight.
      id: 'name',
      header: t('columns.person'),
      meta: { sortField: 'name', required: true, holdsDetails: true },
      cell: ({ row }) => (
        <span className="campaign-person">
          {managesPeople(campaign.kind) ? <Link href={paths.editPerson(campaign.id, row.original.id)}>{row.original.name}</Link> : <span>{row.original.name}</span>}
          <span className="muted">{row.original.email}</span>
        </span>
      ),
    },
    { id: 'state', header: t('columns.state'), meta: { sortField: 'state' }, cell: ({ row }) => <PersonStateBadge kind={campaign.kind} state={row.original.state} /> },
    ...(ui.picksDevices ? [{ id: 'devices', header: t('columns.devices'), cell: ({ row }) => <PersonDevices campaign={campaign} person={row.original} /> } satisfies Column<CampaignPerson>] : []),
    ...(PUBLIC_LINK_PATHS[campaign.kind] ? linkColumns(t, language) : []),
    ...(Facts
      ? [
          {
            id: 'facts',
            header: t('columns.facts'),
            cell: ({ row }) => (
              <div className="campaign-facts">
                <Facts campaign={campaign} person={row.original} />
              </div>
            ),
          } satisfies Column<CampaignPerson>,
        ]
      : []),
    ...(Actions ? [{ id: 'actions', header: t('columns.actions'), cell: ({ row }) => <Actions campaign={campaign} person={row.original} /> } satisfies Column<CampaignPerson>] : []),
  ];
}

/** Each person's own link and its reminders; kinds without personal links (Refresh Go's one address, Loop) have none. */
function linkColumns(t: ReturnType<typeof useTranslation>['t'], language: string): Column<CampaignPerson>[] {
  return [
    {
      id: 'reminders',
      header: t('columns.reminders'),
      meta: { priority: 'low' },
      cell: ({ row }) =>
        row.original.nextReminderAt
          ? t('reminders.next', { count: row.original.remindersSent, at: formatTimestamp(row.original.nextReminderAt, language) })
          : t('reminders.sent', { count: row.original.remindersSent }),
    },
    { id: 'link', header: t('columns.link'), meta: { priority: 'low' }, cell: ({ row }) => (row.original.link ? t(`link.status.${row.original.link.status}`) : t('link.status.none')) },
  ];
}
