import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MockState } from '../../../../../../tests/mocks/handlers';
import { manageDataOf } from '../../../mocks/mock-state';
import { overrideMockApi, renderPortal, withMockApi } from '../../../../../../tests/component/shell/portal';
import { SCREEN_LOAD, SLOW } from './arrange';

withMockApi();

/** The first bytes of a PNG: the mocks, like the browser, never decode the image. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

async function openPhotoPanel() {
  const state = new MockState();
  const asset = manageDataOf(state).assets[0]!;
  await renderPortal({ url: `/apps/manage-beta/details/${asset.id}`, signedInAs: 'admin', state });
  const panel = await screen.findByRole('region', { name: 'Photo' }, SCREEN_LOAD);
  return { asset, panel };
}

const fileInput = (panel: HTMLElement) => panel.querySelector<HTMLInputElement>('input[type="file"]')!;

describe("an asset's photo", SLOW, () => {
  it('is added from a chosen file, shown, replaced and removed, each in the history', async () => {
    const { asset, panel } = await openPhotoPanel();
    expect(within(panel).getByText('No photo yet.')).toBeInTheDocument();
    const add = within(panel).getByRole('button', { name: 'Add photo' });
    add.focus();
    expect(add).toHaveFocus();
    expect(fileInput(panel)).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');

    await userEvent.upload(fileInput(panel), new File([PNG], 'desk.png', { type: 'image/png' }));
    const photo = await within(panel).findByRole('img', { name: `Photo of ${asset.assetTag}` });
    expect(photo.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Photo saved.'));

    await userEvent.upload(fileInput(panel), new File([PNG], 'desk-2.png', { type: 'image/png' }));
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Replace photo' })).toBeEnabled());

    await userEvent.click(within(panel).getByRole('button', { name: 'Remove photo' }));
    const confirm = await screen.findByRole('dialog', { name: `Remove the photo of ${asset.assetTag}?` });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove photo' }));
    await within(panel).findByText('No photo yet.');
    expect(within(panel).queryByRole('img')).not.toBeInTheDocument();

    const history = screen.getByRole('region', { name: 'History' });
    await waitFor(() =>
      expect(within(history).getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent)).toEqual(
        expect.arrayContaining(['Photo removed', 'Photo uploaded']),
      ),
    );
  });

  it('refuses a file that is no photo before sending it', async () => {
    const { panel } = await openPhotoPanel();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(panel), new File(['just notes'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or WebP image.');
    expect(within(panel).getByText('No photo yet.')).toBeInTheDocument();
  });

  it('shows the upload going up, then what the server refused', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { panel } = await openPhotoPanel();
    overrideMockApi(
      http.post('*/api/v1/manage/assets/:id/photo', async () => {
        await answered;
        return HttpResponse.json({ type: '/problems/payload-too-large', title: 'The request body is too large', status: 413 }, { status: 413 });
      }),
    );
    await userEvent.upload(fileInput(panel), new File([PNG], 'huge.png', { type: 'image/png' }));
    expect(await within(panel).findByRole('progressbar', { name: 'Uploading the photo' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Add photo' })).toBeDisabled();

    answer();
    expect(await within(panel).findByRole('alert')).toHaveTextContent('The photo is too large. Choose a smaller image.');
    expect(within(panel).queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
