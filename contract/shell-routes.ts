import {
  ChangePasswordRequest,
  Profile,
  SessionList,
  SessionParams,
  SettingsAnswer,
  UpdateProfileRequest,
  UpdateSettingsRequest,
} from './account';
import { AppDetails, AppList, AppListQuery, AppParams, AppSummary, SetAppFrameRequest } from './apps';
import { ADMIN_ROLES } from './common';
import { defineRoute, empty, json } from './descriptor';
import { listQuery } from './list';
import { DashboardAnswer } from './people';

export const listApps = defineRoute({
  id: 'listApps',
  method: 'GET',
  path: '/apps',
  summary: 'The app catalogue, with whether the organisation installed each app and the caller may open it',
  tag: 'App store',
  request: { query: AppListQuery },
  success: json(AppList),
});

export const getApp = defineRoute({
  id: 'getApp',
  method: 'GET',
  path: '/apps/:slug',
  summary: 'One app, and who can grant it when the caller may not open it',
  tag: 'App store',
  request: { params: AppParams },
  success: json(AppDetails),
  problems: [404],
});

export const installApp = defineRoute({
  id: 'installApp',
  method: 'POST',
  path: '/apps/:slug/install',
  summary: 'Install an app for the organisation (admins)',
  tag: 'App store',
  roles: ADMIN_ROLES,
  request: { params: AppParams },
  success: json(AppSummary),
  problems: [403, 404],
});

export const uninstallApp = defineRoute({
  id: 'uninstallApp',
  method: 'DELETE',
  path: '/apps/:slug/install',
  summary: 'Uninstall an app from the organisation (admins)',
  tag: 'App store',
  roles: ADMIN_ROLES,
  request: { params: AppParams },
  success: json(AppSummary),
  problems: [403, 404],
});

export const setAppFrame = defineRoute({
  id: 'setAppFrame',
  method: 'PATCH',
  path: '/apps/:slug/frame',
  summary: "Set the partner's address an embedded app's frame opens for the organisation (https or the portal's own; admins)",
  tag: 'App store',
  roles: ADMIN_ROLES,
  request: { params: AppParams, body: SetAppFrameRequest },
  success: json(AppSummary),
  problems: [403, 404],
});

export const getDashboard = defineRoute({
  id: 'getDashboard',
  method: 'GET',
  path: '/dashboard',
  summary: 'Counts by app and recent activity of the organisation',
  tag: 'Dashboard',
  success: json(DashboardAnswer),
});

export const getProfile = defineRoute({
  id: 'getProfile',
  method: 'GET',
  path: '/profile',
  summary: "The caller's profile",
  tag: 'Profile',
  success: json(Profile),
});

export const updateProfile = defineRoute({
  id: 'updateProfile',
  method: 'PATCH',
  path: '/profile',
  summary: "Change the caller's name; a stale version answers 412",
  tag: 'Profile',
  request: { body: UpdateProfileRequest },
  success: json(Profile),
  problems: [412],
});

export const changePassword = defineRoute({
  id: 'changePassword',
  method: 'POST',
  path: '/profile/password',
  summary: "Change the caller's password; the caller's other sessions are revoked",
  tag: 'Profile',
  request: { body: ChangePasswordRequest },
  success: empty,
});

export const listSessions = defineRoute({
  id: 'listSessions',
  method: 'GET',
  path: '/profile/sessions',
  summary: "The caller's active sessions",
  tag: 'Profile',
  request: { query: listQuery(['createdAt', 'lastSeenAt'], {}) },
  success: json(SessionList),
});

export const revokeSession = defineRoute({
  id: 'revokeSession',
  method: 'DELETE',
  path: '/profile/sessions/:id',
  summary: 'Sign out one of the caller’s sessions',
  tag: 'Profile',
  request: { params: SessionParams },
  success: empty,
  problems: [404],
});

export const getSettings = defineRoute({
  id: 'getSettings',
  method: 'GET',
  path: '/settings',
  summary: "The caller's personal settings and the organisation's defaults",
  tag: 'Settings',
  success: json(SettingsAnswer),
});

export const updateSettings = defineRoute({
  id: 'updateSettings',
  method: 'PATCH',
  path: '/settings',
  summary: 'Change personal settings, or the organisation’s (admins); a stale version answers 412',
  tag: 'Settings',
  request: { body: UpdateSettingsRequest },
  success: json(SettingsAnswer),
  problems: [403, 412],
});

export const shellRoutes = [
  listApps,
  getApp,
  installApp,
  uninstallApp,
  setAppFrame,
  getDashboard,
  getProfile,
  updateProfile,
  changePassword,
  listSessions,
  revokeSession,
  getSettings,
  updateSettings,
] as const;
