import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { machineVersion } from '../../../src/application/lab/machine-version';
import { guardMachine } from '../../../src/application/navigation/guard-machine';
import { navigate, recordGuard } from '../../unit/lab/recording';
import { renderLab, stateNode } from './render-lab';

const file = (name: string, text: string) => new File([text], name, { type: 'application/json' });

async function pickGuard() {
  await userEvent.click(screen.getByRole('option', { name: /Navigation guard/ }));
  expect(await screen.findByText('Current state: idle')).toBeInTheDocument();
}

async function importFile(upload: File) {
  await userEvent.click(screen.getByRole('tab', { name: 'Replay' }));
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  await userEvent.upload(input, upload);
}

describe('the Machine Lab', () => {
  it('lists the machines and shows the first one in its initial state', async () => {
    const { container } = renderLab();
    expect(screen.getByRole('heading', { level: 1, name: 'Machine Lab' })).toBeInTheDocument();
    const machines = screen.getByRole('listbox', { name: 'Machines' });
    expect(within(machines).getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringContaining('Startup (boot)'),
      expect.stringContaining('Navigation guard'),
    ]);
    expect(screen.getByText('Current state: loading')).toBeInTheDocument();
    await screen.findByRole('img', { name: /State diagram of the Startup \(boot\) machine\. Current state: loading/ });
    expect(stateNode(container, 'boot.loading')).toHaveAttribute('data-current', 'true');
    expect(stateNode(container, 'boot.running')).toHaveAttribute('data-current', 'false');
  });

  it('steps the guard with an edited payload and shows the new state and context', async () => {
    const { container } = renderLab();
    await pickGuard();
    expect(screen.getByRole('radio', { name: 'NAVIGATE', checked: true })).toBeInTheDocument();
    const payload = screen.getByLabelText('Payload of NAVIGATE (JSON)');
    await userEvent.clear(payload);
    await userEvent.type(payload, '{{"url": "/apps/shop/cart", "mode": "arrive"}');
    await userEvent.click(screen.getByRole('button', { name: 'Send NAVIGATE' }));

    expect(screen.getByText('Current state: shown.route')).toBeInTheDocument();
    expect(stateNode(container, 'guard.shown.route')).toHaveAttribute('data-current', 'true');
    expect(stateNode(container, 'guard.shown')).toHaveAttribute('data-active', 'true');
    const context = screen.getByLabelText('Context of the current state, as JSON');
    expect(context).toHaveTextContent('"path": "/login"');
    expect(screen.getByRole('list', { name: 'Events on the timeline' })).toHaveTextContent('NAVIGATE {"url":"/apps/shop/cart","mode":"arrive"}');
  });

  it('sends nothing when the payload is not a JSON object, and says why', async () => {
    renderLab();
    await pickGuard();
    const payload = screen.getByLabelText('Payload of NAVIGATE (JSON)');
    await userEvent.clear(payload);
    await userEvent.type(payload, '{{"url": ');
    await userEvent.click(screen.getByRole('button', { name: 'Send NAVIGATE' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^This is not valid JSON \(.+\)\. Nothing was sent\.$/);
    expect(payload).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(payload);
    await userEvent.type(payload, '[[1, 2]');
    await userEvent.click(screen.getByRole('button', { name: 'Send NAVIGATE' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This must be a JSON object');
    expect(screen.getByText('Current state: idle')).toBeInTheDocument();
    expect(screen.getByText(/^No events yet/)).toBeInTheDocument();
  });

  it('steps the boot machine through a module failure to its halted end', async () => {
    const { container } = renderLab();
    await userEvent.click(screen.getByRole('button', { name: 'Send IMPORTS_SETTLED' }));
    expect(screen.getByText('Current state: running')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'MODULE_FAILED' }));
    expect(screen.getByLabelText('Payload of MODULE_FAILED (JSON)')).toHaveValue(
      JSON.stringify({ module: 'state-store', reason: 'state-store broke' }, null, 2),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send MODULE_FAILED' }));
    expect(screen.getByText('Current state: halted')).toBeInTheDocument();
    expect(stateNode(container, 'boot.halted')).toHaveAttribute('data-current', 'true');
    expect(screen.getByText('The current state accepts no events.')).toBeInTheDocument();
    expect(screen.getByText('finished')).toBeInTheDocument();
  });

  it('replays an imported trace step by step to the recorded end', async () => {
    const shopOnly = { signedIn: true, allowedApps: ['shop'] };
    const { recorder, actor } = recordGuard(shopOnly, [navigate('/apps/shop/home'), navigate('/apps/manage-beta/dashboard', 'push')]);
    const { container } = renderLab();
    await pickGuard();
    await importFile(file('trace.json', recorder.exportTrace()));

    expect(await screen.findByText('Traces in trace.json')).toBeInTheDocument();
    expect(screen.getByText('A recorded trace.')).toBeInTheDocument();
    expect(screen.getByText('Current state: idle')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Step forward' }));
    await userEvent.click(screen.getByRole('button', { name: 'Step forward' }));
    expect(screen.getByText('Current state: shown.route')).toBeInTheDocument();
    expect(screen.getByLabelText('Context of the current state, as JSON')).toHaveTextContent('"path": "/apps"');
    expect(actor.getSnapshot().context.location?.path).toBe('/apps');
    expect(screen.getByText('The replay reached the recorded final state and context.')).toBeInTheDocument();
    expect(stateNode(container, 'guard.shown.route')).toHaveAttribute('data-current', 'true');

    // The check is about the end of the trace: a step back from it leaves nothing to compare.
    await userEvent.click(screen.getByRole('button', { name: 'Step back' }));
    expect(screen.queryByText('The replay reached the recorded final state and context.')).toBeNull();
  });

  it('says what is wrong with a file that is not a trace', async () => {
    renderLab();
    await importFile(file('notes.json', '{"todo": []}'));
    expect(await screen.findByRole('alert')).toHaveTextContent('notes.json is not a Machine Lab trace');
    await importFile(file('broken.json', '{"format": "machine-lab-trace"'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^broken\.json is not JSON \(.+\)\.$/);
    const damaged = JSON.parse(recordGuard({ signedIn: false, allowedApps: [] }, []).recorder.exportTrace());
    damaged.traces[0].events = [{ url: '/login' }];
    await importFile(file('damaged.json', JSON.stringify(damaged)));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'damaged.json is not a valid trace: at traces[0].events[0].type, expected string.',
    );
  });

  it('refuses a trace of another machine version, naming both versions', async () => {
    const trace = JSON.parse(recordGuard({ signedIn: false, allowedApps: [] }, [navigate('/login')]).recorder.exportTrace());
    trace.traces[0].machineVersion = '0000000000abcd';
    renderLab();
    await pickGuard();
    await importFile(file('old.json', JSON.stringify(trace)));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('another version of the Navigation guard machine');
    expect(refusal).toHaveTextContent(`trace 0000000000abcd, lab ${machineVersion(guardMachine)}`);
    expect(screen.queryByRole('button', { name: 'Replay the Navigation guard trace' })).toBeNull();
    expect(screen.getByText(/^No events yet/)).toBeInTheDocument();
  });

  it('lists the shortest paths and replays one', async () => {
    renderLab();
    await userEvent.click(screen.getByRole('tab', { name: 'Paths' }));
    expect(await screen.findByText(/26 paths/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Replay path 5, to halted' }));
    expect(screen.getByText(/^A shortest path to the state/)).toBeInTheDocument();
    const events = screen.getByRole('list', { name: 'Events on the timeline' });
    await userEvent.click(within(events).getAllByRole('button').at(-1)!);
    expect(screen.getByText('Current state: halted')).toBeInTheDocument();
  });

  it('exports the definition as JSON and as Mermaid text', async () => {
    const { saveFile } = renderLab();
    await userEvent.click(screen.getByRole('tab', { name: 'Export' }));
    expect((screen.getByLabelText('Mermaid text') as HTMLTextAreaElement).value).toMatch(/^stateDiagram-v2\n/);
    await userEvent.click(screen.getByRole('button', { name: 'Download definition JSON' }));
    const [name, text] = saveFile.mock.calls[0]!;
    expect(name).toMatch(/^boot-machine-[0-9a-f]{14}\.json$/);
    expect(JSON.parse(text)).toMatchObject({ machineId: 'boot', definition: { id: 'boot', root: { key: 'boot' } } });
  });

  it('speaks German', async () => {
    renderLab('de');
    expect(screen.getByRole('heading', { level: 1, name: 'Maschinenlabor' })).toBeInTheDocument();
    expect(screen.getByText('Aktueller Zustand: loading')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Wiedergabe' })).toBeInTheDocument();
  });
});
