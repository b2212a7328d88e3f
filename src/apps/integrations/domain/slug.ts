/** Integrations' slug, which the contract, the server and the screens name. */
export const INTEGRATIONS_SLUG = 'integrations';
