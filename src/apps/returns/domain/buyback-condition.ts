import { COSMETIC_GRADES, lowerOf, type CosmeticGrade, type DeviceGrade, type FunctionalGrade } from './buyback-grades';

/** What the person says of the device they send: its screen, its body, whether it works, what comes with it, its lock. */
export const SCREEN_CONDITIONS = ['flawless', 'scratched', 'cracked'] as const;
export const BODY_CONDITIONS = ['like-new', 'light-wear', 'worn', 'damaged'] as const;
export const ACCESSORY_SETS = ['charger-and-box', 'charger', 'none'] as const;

export interface DeclaredCondition {
  readonly screen: (typeof SCREEN_CONDITIONS)[number];
  readonly body: (typeof BODY_CONDITIONS)[number];
  /** It powers on and its key functions work. */
  readonly works: boolean;
  readonly accessories: (typeof ACCESSORY_SETS)[number];
  /** Find My, Activation Lock or Google's factory reset protection is off. */
  readonly lockRemoved: boolean;
}

/** The best cosmetic grade each answer still allows: a person can vouch for "used excellent" at best. */
const SCREEN_CEILING: Readonly<Record<DeclaredCondition['screen'], CosmeticGrade>> = { flawless: 'C6', scratched: 'C4', cracked: 'C2' };
const BODY_CEILING: Readonly<Record<DeclaredCondition['body'], CosmeticGrade>> = { 'like-new': 'C6', 'light-wear': 'C5', worn: 'C3', damaged: 'C2' };
// Missing parts are REC's "used fair" at best; a charger missing is a part missing.
const ACCESSORY_CEILING: Readonly<Record<DeclaredCondition['accessories'], CosmeticGrade>> = { 'charger-and-box': 'C6', charger: 'C6', none: 'C5' };

/**
 * The grade a declaration earns: the worst any answer allows on each axis. A person can say all its hardware works
 * (F4) but not that it was tested with diagnostic software (F5), which only the inspection finds; a cracked screen
 * leaves only the key functions (F3); a device that does not work is for parts (F0).
 */
export function gradeOfDeclaration(condition: DeclaredCondition): DeviceGrade {
  const functional: FunctionalGrade = !condition.works ? 'F0' : condition.screen === 'cracked' ? 'F3' : 'F4';
  const cosmetic = [SCREEN_CEILING[condition.screen], BODY_CEILING[condition.body], ACCESSORY_CEILING[condition.accessories]].reduce((a, b) => lowerOf(COSMETIC_GRADES, a, b));
  return { functional, cosmetic };
}
