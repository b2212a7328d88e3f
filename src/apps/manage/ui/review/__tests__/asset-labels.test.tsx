import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LABEL_FORMATS } from '../../../domain/label-formats';
import { labelSlot } from '../../../domain/label-sheet';
import { managePaths } from '../../../domain/paths';
import { assetDetailPath } from '../../../domain/fleet-paths';
import { readLabelPdf } from '../../../adapters/labels/__tests__/read-label-pdf';
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
  return portal;
}

describe('asset labels', () => {
  it('renders the preselected assets into a PDF download', async () => {
    const saved = captureDownloads();
    await openLabels(['ACME-0001', 'ACME-0002']);

    const preview = screen.getByRole('figure');
    expect(preview).toHaveTextContent('ACME-0001');
    // The label's QR code opens Assets detail at the tag, the way a scan finds the asset.
    expect(preview).toHaveTextContent(new URL(assetDetailPath({ tag: 'ACME-0001' }), location.origin).href);

    await userEvent.click(screen.getByRole('radio', { name: /62 mm roll/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF (2 labels)' }));

    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    expect(saved[0]!.type).toBe('application/pdf');
    const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
  }, 20_000);

  it('previews the first label as the PDF draws it, cut from the sheet, in the format chosen', async () => {
    const { pdf } = await openLabels(['ACME-0001', 'ACME-0002']);

    // The canvas the PDF library draws on, named by the tag it shows.
    expect(await screen.findByRole('img', { name: 'The first label as it prints: ACME-0001' }, { timeout: 10_000 })).toBeInTheDocument();
    const sheet = pdf.opened.at(-1)!;
    const [page] = await readLabelPdf('data' in sheet ? sheet.data : new Uint8Array());
    expect(page!.texts.map((text) => text.text)).toContain('ACME-0001');
    expect(page!.texts.map((text) => text.text)).not.toContain('ACME-0002');
    // Only the first label's place on the A4 page is drawn, not the whole sheet.
    expect(pdf.drawn.at(-1)).toEqual({ page: 1, area: labelSlot(LABEL_FORMATS['a4-sheet-3x8'], 0).rect });

    await userEvent.click(screen.getByRole('radio', { name: /62 mm roll/ }));
    await waitFor(() => expect(pdf.drawn.at(-1)?.area).toEqual({ x: 0, y: 0, ...LABEL_FORMATS['roll-62mm'].page }), { timeout: 10_000 });
    const roll = pdf.opened.at(-1)!;
    expect((await readLabelPdf('data' in roll ? roll.data : new Uint8Array()))[0]!.width).toBeCloseTo(LABEL_FORMATS['roll-62mm'].page.width);
    expect(screen.getByRole('img', { name: 'The first label as it prints: ACME-0001' })).toBeInTheDocument();
  }, 20_000);

  it('prints the labels through the browser, from a frame holding the PDF', async () => {
    const saved = captureDownloads();
    await openLabels(['ACME-0001', 'ACME-0002']);

    await userEvent.click(screen.getByRole('button', { name: 'Print 2 labels' }));

    await waitFor(() => expect(document.querySelector('iframe[src="blob:labels"]')).toHaveAttribute('aria-hidden', 'true'), { timeout: 10_000 });
    expect(saved.at(-1)!.type).toBe('application/pdf');
    expect(new TextDecoder().decode(new Uint8Array(await saved.at(-1)!.arrayBuffer()).subarray(0, 5))).toBe('%PDF-');
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
    // Nothing to print yet, and nothing to preview.
    expect(screen.getByRole('button', { name: 'Print 0 labels' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download PDF (0 labels)' })).toBeDisabled();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('combobox', { name: 'Add an asset' }), 'ACME-0003');
    await userEvent.click(await screen.findByRole('option', { name: /ACME-0003/ }));

    const chosen = await screen.findByRole('list', { name: '1 asset chosen' });
    expect(await within(chosen).findByText('ACME-0003')).toBeInTheDocument();
  });
});
