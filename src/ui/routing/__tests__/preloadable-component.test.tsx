import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableComponent } from '../preloadable-component';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{String(this.state.error)}</p> : this.props.children;
  }
}

describe('a component of its own chunk', () => {
  it('shows its pending state, never a Suspense fallback, until the chunk arrives, then the component with its props', async () => {
    const chunk = deferred<{ default: typeof Greeting }>();
    const greeting = preloadableComponent(() => chunk.promise, () => <p>Loading…</p>);
    const Shown = greeting.component();
    render(
      <Suspense fallback={<p>Suspended</p>}>
        <Shown name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByText('Suspended')).toBeNull();
    await act(async () => chunk.resolve({ default: Greeting }));
    expect(screen.getByText('Hello Ada')).toBeTruthy();
  });

  it('hands over the component itself once fetched ahead, and keeps handing over the first one it gave', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const greeting = preloadableComponent(load, () => null);
    await greeting.preload();
    expect(greeting.component()).toBe(Greeting);

    const late = preloadableComponent(load, () => null);
    const first = late.component();
    await late.preload();
    expect(late.component()).toBe(first);
  });

  it('reports a chunk that failed to arrive to the nearest error boundary', async () => {
    const chunk = deferred<{ default: typeof Greeting }>();
    const Shown = preloadableComponent(() => chunk.promise, () => <p>Loading…</p>).component();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Shown name="Ada" />
      </Boundary>,
    );
    await act(async () => chunk.reject(new Error('chunk gone')));
    expect(screen.getByRole('alert').textContent).toContain('chunk gone');
    quiet.mockRestore();
  });
});
