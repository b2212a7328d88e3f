import { BrowserViewSettings } from '../../../src/adapters/storage/browser-view-settings';
import { VIEW_SETTINGS } from '../../../src/application/ports/view-settings-port';
import { DataTable, type Column } from '../../../src/ui/kit/data-table';
import { SavedViews } from '../../../src/ui/kit/saved-views';
import { useListState } from '../../../src/ui/kit/use-list-state';
import { fakeServices, renderWithProviders } from '../render-with-providers';

export interface Device {
  readonly id: string;
  readonly tag: string;
  readonly model: string;
  readonly site: string;
}

export const devices: readonly Device[] = [
  { id: '1', tag: 'ACME-0001', model: 'Apple MacBook Pro 14 with the longest configuration name anyone ever typed', site: 'Berlin' },
  { id: '2', tag: 'ACME-0002', model: 'Dell Latitude 7440', site: 'Paris' },
];

const columns: Column<Device>[] = [
  { id: 'tag', header: 'Tag', meta: { required: true, sortField: 'tag' }, cell: ({ row }) => row.original.tag },
  { id: 'model', header: 'Model', meta: { holdsDetails: true }, cell: ({ row }) => row.original.model },
  { id: 'site', header: 'Site', meta: { priority: 'low' }, cell: ({ row }) => row.original.site },
];

/** One list as a screen builds it: its state in the address, a data table of one page, saved views beside it. */
function DeviceList() {
  const controls = useListState(['site']);
  const shown = devices.filter((device) => !controls.state.q || device.model.toLowerCase().includes(controls.state.q.toLowerCase()));
  return (
    <DataTable
      label="Devices"
      settingsKey="devices"
      columns={columns}
      page={{ items: shown, total: shown.length, page: 1, pageSize: 25 }}
      controls={controls}
      rowLabel={(device) => device.tag}
      empty="No devices."
      tools={<SavedViews listKey="devices" controls={controls} />}
    />
  );
}

/** The list over this browser's storage, as the portal binds it. */
export function renderDeviceList() {
  return renderWithProviders(<DeviceList />, { services: fakeServices([[VIEW_SETTINGS, new BrowserViewSettings(window.localStorage)]]) });
}
