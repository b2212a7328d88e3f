import { bootMachine, type BootEvent, type BootSnapshot } from '../boot/boot-machine';
import { STARTUP_ORDER } from '../boot/startup-order';
import { labMachine } from './lab-machine';

const modules = [...STARTUP_ORDER];
const importFailure = (module: string) => ({ module, reason: `the chunk of ${module} did not load` });

/** All imported, each module's import failing alone, and every import failing. */
const importOutcomes: BootEvent[] = [
  { type: 'IMPORTS_SETTLED', loaded: modules, failed: [] },
  ...modules.map(
    (lost): BootEvent => ({
      type: 'IMPORTS_SETTLED',
      loaded: modules.filter((name) => name !== lost),
      failed: [importFailure(lost)],
    }),
  ),
  { type: 'IMPORTS_SETTLED', loaded: [], failed: modules.map(importFailure) },
];

/** What the running module can do: finish, throw, or send the browser into the app or out of it. */
function outcomesOf(module: string): BootEvent[] {
  return [
    { type: 'MODULE_DONE', module },
    { type: 'MODULE_FAILED', module, reason: `${module} broke` },
    { type: 'MODULE_REDIRECTED', module, url: `/login?from=${module}` },
    { type: 'MODULE_REDIRECTED', module, url: `https://sso.example.test/${module}` },
  ];
}

/** The events worth trying in a state: the Lab's step buttons and paths, and the machine's model-based tests. */
export function bootEventSamples(snapshot: BootSnapshot): BootEvent[] {
  if (snapshot.matches('loading')) return importOutcomes;
  const { running } = snapshot.context;
  return snapshot.matches('running') && running !== null ? outcomesOf(running) : [];
}

export const bootLabMachine = labMachine({
  machine: bootMachine,
  defaultInput: { modules },
  eventSamples: bootEventSamples,
  // Which module runs, failed or redirected is the story; how many imports failed on the way is detail.
  scenarioKey: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.running,
      snapshot.context.failure?.module ?? null,
      snapshot.context.redirect?.module ?? null,
    ]),
});
