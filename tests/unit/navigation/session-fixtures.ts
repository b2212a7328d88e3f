import type { Session } from '../../../src/domain/session/session';

export const signedOut: Session = { signedIn: false, allowedApps: [] };
export const signedIn = (...allowedApps: string[]): Session => ({ signedIn: true, allowedApps });
