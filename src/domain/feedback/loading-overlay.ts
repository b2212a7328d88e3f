/** Loading overlay defaults (spec 9). */
export const LOADING_SPINNER_SIZE = 80;
/** Milliseconds loading must last before the overlay appears; 0 shows it at once. */
export const LOADING_DELAY_MS = 0;
