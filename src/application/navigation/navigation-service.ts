import { createActor, type Actor, type InspectionEvent } from 'xstate';
import { toUrl, type AppLocation } from '../../domain/routing/match-route';
import type { MatchedRoute } from '../../domain/routing/route';
import type { HistoryPort } from '../ports/history-port';
import type { ScrollPort } from '../ports/scroll-port';
import type { SessionStore } from '../session/session-store';
import { guardMachine, type NavigationMode } from './guard-machine';
import { leaveGuardMachine, type HeldNavigation } from './leave-guard-machine';

export const NAVIGATION = Symbol.for('NavigationService');

/** What is on view: the location in the address bar and the route it shows. */
export interface ShownRoute {
  readonly location: AppLocation;
  readonly match: MatchedRoute;
}

interface NavigateOptions {
  readonly replace?: boolean;
}

const ABSOLUTE_URL = /^https?:\/\//i;

/**
 * Sends every navigation of the app (links, redirects, back and forward) through the leave guard, which holds it
 * while a form has unsaved changes, then through the guard machine, and tells the screens what is on view.
 */
export class NavigationService {
  private readonly actor: Actor<typeof guardMachine>;
  private readonly leaveGuard: Actor<typeof leaveGuardMachine>;
  private readonly listeners = new Set<() => void>();
  private readonly unsavedForms = new Set<symbol>();
  private shownRoute: ShownRoute | null = null;
  private heldNavigation: HeldNavigation | null = null;
  private stopListening: (() => void) | null = null;

  constructor(
    session: SessionStore,
    private readonly history: HistoryPort,
    scroll: ScrollPort,
    /** Receives what the guard actor does, for the Machine Lab's recordings. */
    inspect?: (event: InspectionEvent) => void,
  ) {
    const machine = guardMachine.provide({
      actions: {
        rememberRoute: (_, { name, direct }) => {
          session.rememberCurrentRoute(name);
          if (direct) session.rememberDirectNavigationRoute(direct);
        },
        commitHistory: (_, { url, change }) => {
          if (change === 'push') history.push(url);
          if (change === 'replace') history.replace(url);
        },
        storeReturnPath: (_, { path }) => session.setReturnPath(path),
        storeIframeSlug: (_, { slug }) => session.setIframeSlug(slug),
        scrollToTop: () => scroll.toTop(),
      },
    });
    this.actor = createActor(machine, { input: { session: session.session() }, ...(inspect && { inspect }) });
    // The guard decides with the session in force: after sign-in and sign-out it hears the new one.
    session.subscribe(() => this.actor.send({ type: 'SESSION_CHANGED', session: session.session() }));
    this.actor.subscribe((snapshot) => {
      if (!snapshot.matches('shown') || !snapshot.context.decision || !snapshot.context.location) return;
      const { location, decision } = snapshot.context;
      if (this.shownRoute?.location === location) return;
      this.shownRoute = { location, match: decision.match };
      this.notify();
    });
    this.leaveGuard = createActor(
      leaveGuardMachine.provide({
        actions: {
          proceed: (_, { url, mode }) => this.actor.send({ type: 'NAVIGATE', url, mode }),
          // Back or forward moved the address already: staying puts the page's own back.
          restoreAddress: () => this.shownRoute && history.push(toUrl(this.shownRoute.location)),
        },
      }),
    );
    this.leaveGuard.subscribe((snapshot) => {
      if (snapshot.context.held === this.heldNavigation) return;
      this.heldNavigation = snapshot.context.held;
      this.notify();
    });
  }

  /** Decides the location the browser opened on, then follows back and forward. */
  start(): void {
    this.actor.start();
    this.leaveGuard.start();
    this.stopListening = this.history.onPop((location) => {
      // A jump to an anchor on the page (a skip link) pops too, but leaves the route where it is.
      if (this.shownRoute && toUrl(location) === toUrl(this.shownRoute.location)) return;
      this.send(toUrl(location), 'arrive');
    });
    this.send(toUrl(this.history.location()), 'arrive');
  }

  stop(): void {
    this.stopListening?.();
    this.leaveGuard.stop();
    this.actor.stop();
  }

  navigate(url: string, options: NavigateOptions = {}): void {
    if (ABSOLUTE_URL.test(url)) {
      this.history.assign(url);
      return;
    }
    this.send(url, options.replace ? 'replace' : 'push');
  }

  shown(): ShownRoute | null {
    return this.shownRoute;
  }

  /** A form on view says whether it holds unsaved changes; it says false again when it is saved or goes. */
  markUnsaved(form: symbol, unsaved: boolean): void {
    if (unsaved) this.unsavedForms.add(form);
    else this.unsavedForms.delete(form);
    this.leaveGuard.send({ type: 'UNSAVED_CHANGED', unsaved: this.unsavedForms.size > 0 });
  }

  /** The navigation waiting for the person to leave their unsaved changes or stay, if any. */
  held(): HeldNavigation | null {
    return this.heldNavigation;
  }

  leave(): void {
    this.leaveGuard.send({ type: 'LEAVE' });
  }

  stay(): void {
    this.leaveGuard.send({ type: 'STAY' });
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private send(url: string, mode: NavigationMode): void {
    this.leaveGuard.send({ type: 'NAVIGATE', url, mode });
  }

  private notify(): void {
    this.listeners.forEach((listener) => listener());
  }
}
