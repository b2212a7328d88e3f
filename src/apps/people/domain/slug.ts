/** People's apps share this folder: Team Manager, Onboard and Users, the organisation's directory. */
export const TEAM_SUITE_SLUG = 'team-suite';
export const ONBOARD_SLUG = 'onboard';
export const USERS_SLUG = 'users';
