/** `slaPolicies` → `sla policies`, `oauth-connected` → `oauth connected`: one part of a code as words. */
const wordsOf = (part: string): string =>
  part
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
    .trim();

/**
 * An audit action code the catalogue has no words for, spelled out: its subject, then what happened
 * (`email-channel.oauth-connected` → "Email channel: oauth connected"), so an entry never shows blank or as a bare code.
 */
export function readableAction(code: string): string {
  const [subject = '', ...happened] = code.split('.').map(wordsOf).filter(Boolean);
  if (!subject) return code;
  const named = subject.charAt(0).toUpperCase() + subject.slice(1);
  return happened.length ? `${named}: ${happened.join(' ')}` : named;
}
