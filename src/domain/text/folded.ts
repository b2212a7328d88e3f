/** A text as a search compares it: case and accents never hide a match ("geräte" finds "Geräte"). */
export const folded = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
