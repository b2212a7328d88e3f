import type { AnyStateMachine } from 'xstate';
import { describeMachine } from './machine-description';

/** cyrb53: a small, well-spread 53-bit string hash; enough to tell two versions of a machine apart. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/**
 * The version a trace is recorded against: a hash of the machine's structure. Providing other action or
 * actor implementations (as the portal does) keeps it; changing a state, transition or guard changes it,
 * and a trace of the old machine is then refused rather than replayed into states that no longer exist.
 */
export function machineVersion(machine: AnyStateMachine): string {
  return hash53(JSON.stringify(describeMachine(machine)));
}
