/**
 * The app's translations. Its value is the i18next instance, which only adapters and ui may import, so
 * application code knows the token alone.
 */
export const I18N = Symbol.for('I18n');
