import { useEffect } from 'react';
import { brandPalettes } from '../../domain/branding/brand-colour';
import { useSettings } from '../queries/use-account';

const STYLE_ID = 'organisation-brand';

/** The primary colour variables of both themes in the organisation's colour; the portal's own when it has none. */
function brandStyle(colour: string): string {
  const { light, dark } = brandPalettes(colour);
  const variables = (palette: typeof light) =>
    `--color-primary: ${palette.primary}; --color-primary-hover: ${palette.hover}; --color-primary-text: ${palette.text}; --color-focus: ${palette.primary};`;
  return `:root { ${variables(light)} } [data-theme='dark'] { ${variables(dark)} }`;
}

/**
 * The organisation's brand colour on every page of the signed-in shell (Configure sets it; the server refused any
 * colour white text is unreadable on, and the dark theme gets a lighter shade of it for its dark text).
 */
export function useBrandColours(): void {
  const colour = useSettings().data?.organisation.branding.colour ?? null;
  useEffect(() => {
    document.getElementById(STYLE_ID)?.remove();
    if (!colour) return undefined;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = brandStyle(colour);
    document.head.append(style);
    return () => style.remove();
  }, [colour]);
}
