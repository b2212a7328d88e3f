/**
 * Which addresses an embedded app's frame may open. Only the portal's own pages (a path, or its own origin) and
 * partners served over https: a plain-http frame could be read and changed on the way, and `javascript:` or `data:`
 * addresses would run in the portal's name. The server builds the CSP's frame-src from the same rule, and the browser
 * checks it again before framing anything: neither trusts the other's copy of the catalogue.
 */
export type FrameAddress =
  | { readonly kind: 'own'; readonly url: string }
  | { readonly kind: 'partner'; readonly url: string; readonly origin: string }
  | { readonly kind: 'refused'; readonly reason: 'not-https' | 'not-an-address' };

export function frameAddress(raw: string, portalOrigin: string): FrameAddress {
  const text = raw.trim();
  // A path of the portal itself; `//host` is another host without a scheme, not a path.
  if (text.startsWith('/') && !text.startsWith('//')) return { kind: 'own', url: new URL(text, portalOrigin).href };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { kind: 'refused', reason: 'not-an-address' };
  }
  if (url.origin === portalOrigin) return { kind: 'own', url: url.href };
  if (url.protocol !== 'https:') return { kind: 'refused', reason: url.protocol === 'http:' ? 'not-https' : 'not-an-address' };
  if (url.username || url.password) return { kind: 'refused', reason: 'not-an-address' };
  return { kind: 'partner', url: url.href, origin: url.origin };
}

/**
 * The least a frame needs. A partner keeps its own origin (its sign-in, its storage) and may open its pages in a new
 * tab; the portal's own pages get scripts without their origin, since scripts plus the same origin could lift the
 * sandbox. Neither may navigate the portal's top window.
 */
export function frameSandbox(kind: 'own' | 'partner'): string {
  return kind === 'partner'
    ? 'allow-scripts allow-forms allow-same-origin allow-popups allow-popups-to-escape-sandbox'
    : 'allow-scripts allow-forms';
}

/** The handshake a framed app answers: the portal says hello with a nonce, the app answers ready with the same nonce. */
export const FRAME_HELLO = 'portal:hello';
export const FRAME_READY = 'app:ready';

export interface FrameHello {
  readonly type: typeof FRAME_HELLO;
  readonly nonce: string;
}

/** The app's answer, when `data` is one: a ready message for this nonce, with the title the app gives itself. */
export function frameReady(data: unknown, nonce: string): { readonly title: string } | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as { type?: unknown; nonce?: unknown; title?: unknown };
  if (message.type !== FRAME_READY || message.nonce !== nonce) return null;
  return { title: typeof message.title === 'string' ? message.title.slice(0, 200) : '' };
}
