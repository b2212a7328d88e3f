import { bootLabMachine } from './boot-lab-machine';
import { guardLabMachine } from './guard-lab-machine';
import type { LabMachine } from './lab-machine';

/** Every machine the lab shows, in startup order. A later machine of an app registers here the same way. */
export const labMachines: readonly LabMachine[] = [bootLabMachine, guardLabMachine];
