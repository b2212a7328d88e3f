import { createContext, useContext } from 'react';

/** Opens the command palette from a screen (the Quick links page's button); the main layout provides it. */
const OpenPalette = createContext<(() => void) | null>(null);

export const OpenPaletteProvider = OpenPalette.Provider;

export function useOpenPalette(): (() => void) | null {
  return useContext(OpenPalette);
}
