import type { ProductKind } from './catalogue-terms';

/** The kinds of device a catalogue holds, each drawn by its own picture when a product has no photo. */
export type ProductPicture = 'kit' | 'laptop' | 'phone' | 'tablet' | 'monitor' | 'keyboard' | 'mouse' | 'headset' | 'dock' | 'printer' | 'other';

// The first kind whose word appears wins: "MacBook dock" is a dock, so docks and parts come before the devices.
const WORDS: readonly (readonly [ProductPicture, readonly string[]])[] = [
  ['dock', ['dock', 'hub', 'adapter', 'cable', 'charger', 'ladegerät', 'netzteil']],
  ['headset', ['headset', 'headphone', 'kopfhörer', 'earbud', 'airpods', 'speaker', 'lautsprecher']],
  ['keyboard', ['keyboard', 'tastatur', 'input', 'eingabe']],
  ['mouse', ['mouse', 'maus', 'trackpad']],
  ['monitor', ['monitor', 'display', 'screen', 'bildschirm', 'desk', 'schreibtisch', '-inch', ' zoll']],
  ['printer', ['printer', 'drucker', 'scanner']],
  ['tablet', ['tablet', 'ipad']],
  ['phone', ['phone', 'handy', 'telefon', 'iphone', 'pixel', 'galaxy s', 'smartphone']],
  ['laptop', ['laptop', 'notebook', 'macbook', 'thinkpad', 'latitude', 'elitebook', 'surface']],
];

/**
 * Which picture stands in for a product without a photo, read from its name and its category's (in English or
 * German): a kit is always a kit; what no word names is drawn as a box.
 */
export function productPictureOf(kind: ProductKind, ...names: readonly (string | null | undefined)[]): ProductPicture {
  if (kind === 'kit') return 'kit';
  for (const name of names) {
    const text = (name ?? '').toLowerCase();
    const found = WORDS.find(([, words]) => words.some((word) => text.includes(word)));
    if (found) return found[0];
  }
  return 'other';
}
