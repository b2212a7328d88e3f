/**
 * The organisation's brand colour: one hex colour that the shell turns into the primary colour of both themes. The
 * light theme writes white on it; the dark theme writes dark text on a lighter shade of it. The colour is refused
 * when white text on it would not reach WCAG AA for normal text (4.5:1), so every button stays readable.
 */

const HEX = /^#[0-9a-f]{6}$/;

/** White text, and the dark theme's text on primary buttons (src/ui/styles/theme.css). */
export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#0b1020';
/** WCAG 2.1 AA for normal text. */
export const MIN_CONTRAST = 4.5;

export interface BrandPalette {
  readonly primary: string;
  readonly hover: string;
  readonly text: string;
}

type Rgb = readonly [number, number, number];

/** '#2454D6' and ' #2454d6 ' are '#2454d6'; anything else is null. */
export function normalisedHex(input: string): string | null {
  const hex = input.trim().toLowerCase();
  return HEX.test(hex) ? hex : null;
}

const rgbOf = (hex: string): Rgb => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as unknown as Rgb;
const hexOf = (rgb: Rgb) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `weight` 0 is the colour, 1 is `towards`. */
function mix(hex: string, towards: string, weight: number): string {
  const from = rgbOf(hex);
  const to = rgbOf(towards);
  return hexOf(from.map((channel, index) => channel + (to[index]! - channel) * weight) as unknown as Rgb);
}

export type BrandColourProblem = { readonly code: 'invalid-colour' } | { readonly code: 'low-contrast'; readonly ratio: number };

/** Why a colour cannot be the brand colour, or null when it can. The ratio is rounded down to one decimal. */
export function brandColourProblem(input: string): BrandColourProblem | null {
  const hex = normalisedHex(input);
  if (hex === null) return { code: 'invalid-colour' };
  const ratio = contrastRatio(hex, LIGHT_TEXT);
  return ratio >= MIN_CONTRAST ? null : { code: 'low-contrast', ratio: Math.floor(ratio * 10) / 10 };
}

/**
 * The primary colours of both themes from an accepted brand colour. The dark theme lightens it in steps until dark
 * text on it reaches AA (white always does at the end), so its buttons read as well as the light theme's.
 */
export function brandPalettes(hex: string): { readonly light: BrandPalette; readonly dark: BrandPalette } {
  let darkPrimary = hex;
  for (let weight = 0; contrastRatio(darkPrimary, DARK_TEXT) < MIN_CONTRAST && weight <= 1; weight += 0.05) darkPrimary = mix(hex, LIGHT_TEXT, weight);
  return {
    light: { primary: hex, hover: mix(hex, '#000000', 0.15), text: LIGHT_TEXT },
    dark: { primary: darkPrimary, hover: mix(darkPrimary, LIGHT_TEXT, 0.15), text: DARK_TEXT },
  };
}
