import { it } from 'vitest';
import { labMachines } from '../../../src/application/lab/machine-registry';
import { scenariosOf } from '../../../src/application/lab/scenarios';
it('probe', () => {
  for (const m of labMachines) {
    const t0 = performance.now();
    const s = scenariosOf(m, m.defaultInput);
    console.log(m.machine.id, s.length, performance.now() - t0);
    console.log(s.slice(0, 40).map((x) => `${x.key} <- ${x.events.map((e) => e.type).join(',')}`).join('\n'));
  }
});
