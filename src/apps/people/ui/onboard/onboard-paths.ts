import { ONBOARD_SLUG, TEAM_SUITE_SLUG } from '../../domain/slug';

/** Onboard's pages, and Team Manager's form that sends invitations. */
export const onboardPaths = {
  home: `/apps/${ONBOARD_SLUG}`,
  hire: (id: string) => `/apps/${ONBOARD_SLUG}?hire=${encodeURIComponent(id)}`,
  invitations: `/apps/${ONBOARD_SLUG}/invitations`,
  send: `/apps/${TEAM_SUITE_SLUG}/send-invitation`,
};
