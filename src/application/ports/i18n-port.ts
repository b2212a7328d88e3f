/**
 * The app's translations. Its value is the i18next instance, which only adapters and ui may import, so
 * application code knows the token alone.
 */
export const I18N = Symbol.for('I18n');

/** The apps' translation catalogues, which the composition root hands to whoever creates the i18next instance. */
export const I18N_CATALOGUES = Symbol.for('I18nCatalogues');
