import type { DateRegion } from '../../src/domain/formatting/date-regions';
import { allowedAppsOf, defaultRoleApps, installedByDefault } from '../../contract/app-access';
import type { AppAccessView } from '../../contract/app-listing';
import type { SessionAnswer, SignInAnswer } from '../../contract/auth';
import { appCatalogue } from '../../contract/catalogue';
import type { Language, Role, Theme } from '../../contract/common';
import type { JobItem } from '../../contract/jobs';
import type { AuditEntry } from '../../contract/people';

/** The demo organisation of `npm start`, so that the mocks and the real server greet people alike. */
export const MOCK_DEMO = {
  organisation: 'Acme',
  password: 'portal-demo',
  admin: { email: 'admin@acme.test', name: 'Ada Admin' },
  employee: { email: 'employee@acme.test', name: 'Eve Employee' },
} as const;

const SESSION_TTL_MS = 12 * 3600_000;

export interface MockSettings {
  language: Language;
  theme: Theme;
  version: number;
}

export interface MockUser {
  id: string;
  organisationId: string;
  email: string;
  name: string;
  role: Role;
  password: string | null;
  /** Set when the directory (Users) deactivated the person: no sign-in until reactivated. */
  deactivatedAt?: string | null;
  version: number;
  createdAt: string;
  settings: MockSettings;
}

export interface MockOrganisation {
  id: string;
  name: string;
  version: number;
  settings: MockSettings;
  installed: Set<string>;
  /** Partners' frame addresses the organisation set for embedded apps, by slug. */
  frames: Map<string, string>;
  grants: Map<Role, Set<string>>;
  /** What Configure sets and the shell shows: logo, brand colour and date order. */
  profile: { logoUrl: string | null; colour: string | null; dateRegion: DateRegion | null };
}

export interface MockSession {
  id: string;
  token: string;
  userId: string;
  impersonatorUserId: string | null;
  method: 'password' | 'sign-up' | 'login-link' | 'oauth';
  createdAt: string;
  expiresAt: string;
  revoked: boolean;
  version: number;
}

export interface MockAuditRow {
  organisationId: string;
  entry: AuditEntry;
}

export interface MockJobRow {
  organisationId: string;
  job: JobItem;
}

export const newId = () => crypto.randomUUID();
export const newToken = () => `${crypto.randomUUID()}${crypto.randomUUID()}`.replaceAll('-', '');
const nowIso = () => new Date().toISOString();

/** Everything the mock API remembers, in memory; a fresh state per test or per page load. */
export class MockState {
  readonly organisations = new Map<string, MockOrganisation>();
  readonly users: MockUser[] = [];
  readonly sessions: MockSession[] = [];
  readonly audit: MockAuditRow[] = [];
  readonly loginLinks: { hash: string; userId: string; impersonatorUserId: string | null; expiresAt: string; used: boolean }[] = [];
  readonly externalCodes: { email: string; code: string; used: boolean; attempts: number; expiresAt: string }[] = [];
  readonly externalSessions: { id: string; token: string; email: string; expiresAt: string; revoked: boolean }[] = [];
  readonly demoRequests: { id: string; email: string; createdAt: string }[] = [];
  readonly mailbox: { to: string; subject: string; text: string; replyTo: string | null; sentAt: string }[] = [];
  /** Background jobs: the mocks run none, a test puts here what the server would have left behind. */
  readonly jobs: MockJobRow[] = [];
  readonly oauthStates = new Map<string, string>();

  constructor() {
    const acme = this.addOrganisation(MOCK_DEMO.organisation, { ...MOCK_DEMO.admin, role: 'admin', password: MOCK_DEMO.password });
    this.addMember(acme.id, { ...MOCK_DEMO.employee, role: 'employee', password: MOCK_DEMO.password });
  }

  addOrganisation(name: string, founder: Pick<MockUser, 'email' | 'name' | 'role' | 'password'>): MockOrganisation {
    const grants = new Map(Object.entries(defaultRoleApps).map(([role, slugs]) => [role as Role, new Set(slugs)]));
    const organisation: MockOrganisation = {
      id: newId(),
      name,
      version: 1,
      settings: { language: 'en', theme: 'system', version: 1 },
      installed: new Set(appCatalogue.filter(installedByDefault).map((entry) => entry.slug)),
      frames: new Map(),
      grants,
      profile: { logoUrl: null, colour: null, dateRegion: null },
    };
    this.organisations.set(organisation.id, organisation);
    this.addMember(organisation.id, founder);
    return organisation;
  }

  addMember(organisationId: string, member: Pick<MockUser, 'email' | 'name' | 'role' | 'password'>): MockUser {
    const defaults = this.organisations.get(organisationId)!.settings;
    const user: MockUser = {
      id: newId(),
      organisationId,
      ...member,
      version: 1,
      createdAt: nowIso(),
      settings: { language: defaults.language, theme: defaults.theme, version: 1 },
    };
    this.users.push(user);
    return user;
  }

  userByEmail(email: string): MockUser | undefined {
    return this.users.find((user) => user.email === email);
  }

  user(organisationId: string, id: string | null): MockUser | undefined {
    return this.users.find((user) => user.id === id && user.organisationId === organisationId);
  }

  access(user: MockUser): AppAccessView & { allowed: string[] } {
    const organisation = this.organisations.get(user.organisationId)!;
    const installed = appCatalogue.map((entry) => entry.slug).filter((slug) => organisation.installed.has(slug));
    return { installed, grants: organisation.grants, allowed: allowedAppsOf(user.role, installed, organisation.grants.get(user.role) ?? new Set()) };
  }

  activeSession(token: string): MockSession | undefined {
    return this.sessions.find((session) => session.token === token && !session.revoked && session.expiresAt > nowIso());
  }

  openSession(user: MockUser, method: MockSession['method'], impersonatorUserId: string | null = null): SignInAnswer {
    const session: MockSession = {
      id: newId(),
      token: newToken(),
      userId: user.id,
      impersonatorUserId,
      method,
      createdAt: nowIso(),
      expiresAt: new Date(Date.now() + SESSION_TTL_MS).toISOString(),
      revoked: false,
      version: 1,
    };
    this.sessions.push(session);
    const { user: summary, allowedApps, impersonator, expiresAt } = this.sessionAnswer(user, session);
    return { token: session.token, expiresAt, user: summary, allowedApps, impersonator };
  }

  sessionAnswer(user: MockUser, session: MockSession): SessionAnswer {
    const organisation = this.organisations.get(user.organisationId)!;
    const admin = this.user(user.organisationId, session.impersonatorUserId);
    return {
      sessionId: session.id,
      expiresAt: session.expiresAt,
      user: { id: user.id, email: user.email, name: user.name, role: user.role, organisationId: user.organisationId },
      organisation: { id: organisation.id, name: organisation.name, version: organisation.version },
      allowedApps: this.access(user).allowed,
      impersonator: admin ? { id: admin.id, name: admin.name, email: admin.email } : null,
    };
  }

  record(user: MockUser, session: Pick<MockSession, 'impersonatorUserId'>, event: Pick<AuditEntry, 'action' | 'entityType'> & Partial<AuditEntry>) {
    const person = (who: MockUser | undefined) => (who ? { id: who.id, name: who.name, email: who.email } : null);
    this.audit.unshift({
      organisationId: user.organisationId,
      entry: {
        id: newId(),
        at: nowIso(),
        appSlug: null,
        entityId: null,
        before: null,
        after: null,
        ...event,
        user: person(user),
        impersonator: person(this.user(user.organisationId, session.impersonatorUserId)),
      },
    });
  }
}
