import type { InspectionEvent } from 'xstate';
import type { BootEvent, BootSnapshot } from '../../../src/application/boot/boot-machine';
import { runBoot } from '../../../src/application/boot/run-boot';
import { STARTUP_ORDER } from '../../../src/application/boot/startup-order';
import type { StartupContext, StartupModuleLoader } from '../../../src/application/ports/startup-module';
import { RecordingLogger } from '../fakes/recording-logger';
import { mapRegistry } from '../startup/map-registry';

/** How one fake startup module behaves. */
export type Behaviour =
  | { readonly kind: 'runs' }
  | { readonly kind: 'import fails'; readonly reason: string }
  | { readonly kind: 'throws'; readonly reason: string }
  | { readonly kind: 'throws a url'; readonly url: string }
  | { readonly kind: 'redirects'; readonly url: string };

export const PATH = '/apps/shop/home';
export const PUBLIC_PATH = '/';

function fakeModule(name: string, behaviour: Behaviour, ran: string[]) {
  return {
    name,
    async run(context: StartupContext) {
      ran.push(name);
      if (behaviour.kind === 'throws') throw new Error(behaviour.reason);
      if (behaviour.kind === 'throws a url') throw Object.assign(new Error(`Startup redirects to ${behaviour.url}`), { url: behaviour.url });
      if (behaviour.kind === 'redirects') context.redirect(behaviour.url);
    },
  };
}

/**
 * Boots the eight modules of spec 4 as fakes behaving as told (the rest just run) and records every
 * effect the boot asks for, in order, and every event the machine received.
 */
export async function bootScenario(behaviours: Readonly<Record<string, Behaviour>> = {}) {
  const ran: string[] = [];
  const effects: string[] = [];
  const events: BootEvent[] = [];
  const logger = new RecordingLogger();
  const loaders: StartupModuleLoader[] = STARTUP_ORDER.map((name) => {
    const behaviour = behaviours[name] ?? { kind: 'runs' };
    return {
      name,
      load: async () => {
        if (behaviour.kind === 'import fails') throw new Error(behaviour.reason);
        return { default: fakeModule(name, behaviour, ran) };
      },
    };
  });
  const snapshot: BootSnapshot = await runBoot({
    loaders,
    container: mapRegistry(),
    router: { navigate: (path, options) => effects.push(`navigate ${path}${options?.replace ? ' (replace)' : ''}`) },
    path: PATH,
    publicPath: PUBLIC_PATH,
    logger,
    leaveApp: (url) => effects.push(`leave for ${url}`),
    attachRouter: () => effects.push('attach router'),
    mount: () => effects.push('mount'),
    showStartupFailure: () => effects.push('startup failure notice'),
    inspect: (inspection: InspectionEvent) => {
      const atRoot = inspection.actorRef.sessionId === inspection.rootId;
      if (inspection.type === '@xstate.event' && atRoot && !inspection.event.type.startsWith('xstate.')) {
        events.push(inspection.event as BootEvent);
      }
    },
  });
  return { snapshot, ran, effects, events, logger };
}
