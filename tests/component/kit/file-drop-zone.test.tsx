import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FileDropZone } from '../../../src/ui/kit/file-drop-zone';
import { renderWithProviders } from '../render-with-providers';

function renderZone({ allowsMultiple = false }: { allowsMultiple?: boolean } = {}) {
  const taken: string[][] = [];
  renderWithProviders(
    <FileDropZone
      label="Spreadsheet"
      hint="A .csv file, up to 1 MB."
      acceptedTypes={['.csv', 'text/csv']}
      wrongType="Choose a .csv file."
      allowsMultiple={allowsMultiple}
      onFiles={(files) => taken.push(files.map((file) => file.name))}
    />,
  );
  return { taken, input: screen.getByLabelText('Spreadsheet') };
}

const file = (name: string, type: string) => new File(['a,b\n1,2\n'], name, { type });

describe('the file drop zone', () => {
  it('names the zone, the file input and the button, and says which files it takes', () => {
    const { input } = renderZone();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.csv,text/csv');
    expect(screen.getByRole('button', { name: 'Spreadsheet: drop or paste a file here' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a file' })).toHaveAccessibleDescription('A .csv file, up to 1 MB.');
  });

  it('shows the keyboard focus round the whole zone', async () => {
    renderZone();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Spreadsheet: drop or paste a file here' })).toHaveFocus();
    expect(document.querySelector('.file-drop')).toHaveAttribute('data-focus-visible', 'true');
  });

  it('takes a file by its extension whatever type the system gave it, and only the first unless told', async () => {
    const { taken, input } = renderZone();
    await userEvent.upload(input, [file('export.csv', 'application/vnd.ms-excel'), file('second.csv', 'text/csv')]);
    expect(taken).toEqual([['export.csv']]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a file of another type by name, saying what to choose, and keeps the good ones of several', async () => {
    const { taken, input } = renderZone({ allowsMultiple: true });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, [file('notes.txt', 'text/plain'), file('export.csv', 'text/csv'), file('photo.png', 'image/png')]);
    expect(taken).toEqual([['export.csv']]);
    expect(screen.getByRole('alert')).toHaveTextContent('notes.txt, photo.png cannot be used here. Choose a .csv file.');

    await user.upload(input, file('fixed.csv', 'text/csv'));
    expect(taken).toEqual([['export.csv'], ['fixed.csv']]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses everything while disabled', () => {
    renderWithProviders(<FileDropZone label="Spreadsheet" hint="A .csv file." acceptedTypes={['.csv']} wrongType="Choose a .csv file." isDisabled onFiles={() => {}} />);
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeDisabled();
  });
});
