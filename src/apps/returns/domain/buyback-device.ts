/** Apple's own names its devices go by, for Apple Trade In, which takes Apple devices only. */
const APPLE_NAMES = /\b(apple|mac\s?book|imac|mac\s?mini|mac\s?pro|mac\s?studio|iphone|ipad|ipod|apple\s?watch)\b/i;

/** Whether the device is Apple's: by its maker when known, else by the model's name. */
export function isAppleDevice(device: { readonly model: string; readonly manufacturer?: string | null }): boolean {
  if (device.manufacturer?.trim()) return /^apple\b/i.test(device.manufacturer.trim());
  return APPLE_NAMES.test(device.model);
}

/** The maker as the certificate names it: Apple for Apple's models, else the model's first word. */
export function manufacturerOf(model: string): string {
  if (isAppleDevice({ model })) return 'Apple';
  return model.trim().split(/\s+/)[0] ?? '';
}
