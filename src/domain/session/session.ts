/** What the navigation guard knows of the person: signed in or not, and which apps they may open. */
export interface Session {
  readonly signedIn: boolean;
  readonly allowedApps: readonly string[];
}

export const SIGNED_OUT: Session = { signedIn: false, allowedApps: [] };
