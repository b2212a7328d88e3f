import { CURRENT_FACTOR_TABLE } from '../../../domain/environment/emission-factors';
import { RECYCLER_CERTIFICATIONS, type CertifiedRecycler } from './loop-device';

/** A Loop campaign's rules (the kind's own part of a campaign): the factor table version and the default recycler. */
export interface LoopRules {
  readonly factorTableVersion: string;
  readonly defaultRecycler: CertifiedRecycler | null;
}

export const DEFAULT_LOOP_RULES: LoopRules = { factorTableVersion: CURRENT_FACTOR_TABLE.version, defaultRecycler: null };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The rules as a campaign answer carries them (checked by the server when saved); anything else reads as the defaults. */
export function loopRulesOf(rules: unknown): LoopRules {
  if (!isRecord(rules)) return DEFAULT_LOOP_RULES;
  const version = typeof rules.factorTableVersion === 'string' ? rules.factorTableVersion : DEFAULT_LOOP_RULES.factorTableVersion;
  const recycler = rules.defaultRecycler;
  const certified =
    isRecord(recycler) &&
    typeof recycler.name === 'string' &&
    typeof recycler.certificateId === 'string' &&
    (RECYCLER_CERTIFICATIONS as readonly unknown[]).includes(recycler.certification);
  return { factorTableVersion: version, defaultRecycler: certified ? (recycler as unknown as CertifiedRecycler) : null };
}
