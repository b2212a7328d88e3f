import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { managePaths } from '../../../domain/paths';
import { MockState } from '../../../../../../tests/mocks/handlers';
import { manageDataOf } from '../../../mocks/mock-state';
import { renderPortal, withMockApi } from '../../../../../../tests/component/shell/portal';

withMockApi();

const { createObjectURL, revokeObjectURL } = URL;

/** jsdom cannot save files: the blobs handed to the browser's download are kept instead. */
function captureDownloads(): Blob[] {
  const saved: Blob[] = [];
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    saved.push(blob as Blob);
    return 'blob:labels';
  };
  URL.revokeObjectURL = () => {};
  return saved;
}

afterEach(() => Object.assign(URL, { createObjectURL, revokeObjectURL }));

async function openLabels(tags: readonly string[]) {
  const state = new MockState();
  const assets = manageDataOf(state).assets;
  const ids = tags.map((tag) => assets.find((asset) => asset.assetTag === tag)!.id);
  const portal = await renderPortal({ url: managePaths.labels(ids), signedInAs: 'admin', state });
  const chosen = await screen.findByRole('list', { name: `${tags.length} assets chosen` }, { timeout: 5000 });
  for (const tag of tags) await within(chosen).findByText(tag);
  return { ...portal, ids };
}

describe('asset labels', () => {
  it('renders the preselected assets into a PDF download', async () => {
    const saved = captureDownloads();
    const { ids } = await openLabels(['ACME-0001', 'ACME-0002']);

    const preview = screen.getByRole('figure');
    expect(preview).toHaveTextContent('ACME-0001');
    expect(preview).toHaveTextContent(new URL(managePaths.asset(ids[0]!), location.origin).href);

    await userEvent.click(screen.getByRole('radio', { name: /62 mm roll/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF (2 labels)' }));

    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    expect(saved[0]!.type).toBe('application/pdf');
    const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
  }, 20_000);

  it('leaves out an asset removed from the selection', async () => {
    await openLabels(['ACME-0001', 'ACME-0002']);

    await userEvent.click(screen.getByRole('button', { name: 'Remove ACME-0001' }));

    const chosen = screen.getByRole('list', { name: '1 asset chosen' });
    expect(within(chosen).queryByText('ACME-0001')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF (1 label)' })).toBeEnabled();
  });

  it('adds an asset found by its tag', async () => {
    await renderPortal({ url: managePaths.labels(), signedInAs: 'admin' });
    expect(await screen.findByText('No assets chosen yet. Add them above.', {}, { timeout: 5000 })).toBeInTheDocument();

    await userEvent.type(screen.getByRole('combobox', { name: 'Add an asset' }), 'ACME-0003');
    await userEvent.click(await screen.findByRole('option', { name: /ACME-0003/ }));

    const chosen = await screen.findByRole('list', { name: '1 asset chosen' });
    expect(await within(chosen).findByText('ACME-0003')).toBeInTheDocument();
  });
});
