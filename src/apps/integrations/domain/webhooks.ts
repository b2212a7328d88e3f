/**
 * Outgoing webhooks by the Standard Webhooks specification (standardwebhooks.com): the retry schedule, what an answer
 * means for the delivery and the endpoint, and the signing secrets of a rotation. The events are the kernel's
 * (src/domain/webhooks), since every app that keeps something emits them.
 */

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * The wait before each attempt of a delivery: the first at once, then after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h,
 * 20 h and 24 h; ten attempts over about three and a half days.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [0, 5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 14 * HOUR, 20 * HOUR, 24 * HOUR] as const;

/** An attempt that has no answer within this is a failed one. */
export const WEBHOOK_TIMEOUT_MS = 15 * SECOND;

/** After a rotation the secret before still signs (a second signature) for this long, while receivers switch. */
export const ROTATION_OVERLAP_MS = 24 * HOUR;

/** How much of a request's and a response's body the delivery log keeps. */
export const LOGGED_BODY_CHARS = 4096;

export const MAX_ENDPOINTS = 20;

/** What an attempt's answer (an HTTP status, or none: a timeout, a refused connection) means for the delivery. */
export type AttemptOutcome =
  | { readonly kind: 'succeeded' }
  /** 410 Gone: the receiver asks never to be called again; the endpoint is disabled. */
  | { readonly kind: 'gone' }
  | { readonly kind: 'retry'; readonly delayMs: number }
  | { readonly kind: 'failed' };

/** `attemptsMade` counts the attempt just answered. */
export function attemptOutcome(status: number | null, attemptsMade: number): AttemptOutcome {
  if (status !== null && status >= 200 && status < 300) return { kind: 'succeeded' };
  if (status === 410) return { kind: 'gone' };
  const delayMs = WEBHOOK_RETRY_DELAYS_MS[attemptsMade];
  return delayMs === undefined ? { kind: 'failed' } : { kind: 'retry', delayMs };
}

export interface EndpointSecrets {
  readonly secret: string;
  readonly previousSecret: string | null;
  readonly previousSecretUntil: Date | null;
}

/** The secrets that sign a message now: the current one, and the one before while the rotation's overlap lasts. */
export function signingSecrets(endpoint: EndpointSecrets, now: Date): string[] {
  const overlapping = endpoint.previousSecret !== null && endpoint.previousSecretUntil !== null && now < endpoint.previousSecretUntil;
  return overlapping ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret];
}

export const SECRET_PREFIX = 'whsec_';

/** A secret as lists show it after it was shown once: its prefix and its last four characters. */
export function maskedSecret(hint: string): string {
  return `${SECRET_PREFIX}…${hint.slice(-4)}`;
}

/** A text cut to the log's bound, saying so. */
export function loggedBody(body: string): { readonly body: string; readonly truncated: boolean } {
  return body.length <= LOGGED_BODY_CHARS ? { body, truncated: false } : { body: body.slice(0, LOGGED_BODY_CHARS), truncated: true };
}
