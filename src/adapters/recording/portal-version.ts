/** The portal's version (package.json), put in by build.mjs; unset only where nothing builds (unit tests). */
export const PORTAL_VERSION = process.env.PORTAL_VERSION ?? 'development';
