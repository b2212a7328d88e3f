import * as z from 'zod';
import { text } from './text';
import { Email, Id, Language, Password, PersonName, Role, Theme, Timestamp, Version } from './common';
import { listAnswer } from './list';
import { DATE_REGIONS } from '../src/domain/formatting/date-regions';

export const Profile = z.object({
  id: Id,
  email: Email,
  name: text(),
  role: Role,
  organisationId: Id,
  organisationName: text(),
  createdAt: Timestamp,
  version: Version,
});

export const UpdateProfileRequest = z.strictObject({ name: PersonName, version: Version });

export const ChangePasswordRequest = z.strictObject({ currentPassword: text().min(1).max(200), newPassword: Password });

const SessionItem = z.object({
  id: Id,
  createdAt: Timestamp,
  lastSeenAt: Timestamp,
  expiresAt: Timestamp,
  userAgent: text().nullable(),
  ip: text().nullable(),
  method: z.enum(['password', 'sign-up', 'login-link', 'oauth']),
  current: z.boolean(),
  impersonatedBy: text().nullable(),
  version: Version,
});
export const SessionList = listAnswer(SessionItem);

export const SessionParams = z.strictObject({ id: Id });

const PersonalSettings = z.object({ language: Language, theme: Theme, version: Version });

/** '#rrggbb', lower case. */
export const HexColour = text().regex(/^#[0-9a-f]{6}$/, 'a colour like #2454d6');
export const DateRegion = z.enum(DATE_REGIONS);

/** What the shell shows of the organisation to everyone in it: its logo (a signed link) and its brand colour. */
export const OrganisationBranding = z.object({ logoUrl: text().nullable(), colour: HexColour.nullable() });

/** The organisation's defaults; only admins may change them (branding and date region through Configure). */
const OrganisationSettings = z.object({
  name: text(),
  language: Language,
  theme: Theme,
  version: Version,
  branding: OrganisationBranding,
  dateRegion: DateRegion.nullable(),
});

export const SettingsAnswer = z.object({ personal: PersonalSettings, organisation: OrganisationSettings });

export const UpdateSettingsRequest = z
  .strictObject({
    personal: z.strictObject({ language: Language.optional(), theme: Theme.optional(), version: Version }).optional(),
    organisation: z
      .strictObject({
        name: text().trim().min(1).max(120).optional(),
        language: Language.optional(),
        theme: Theme.optional(),
        version: Version,
      })
      .optional(),
  })
  .refine((body) => body.personal !== undefined || body.organisation !== undefined, {
    message: 'name personal or organisation settings to change',
  });
