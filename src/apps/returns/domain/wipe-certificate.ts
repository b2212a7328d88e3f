/**
 * A data wipe certificate, with the fields of NIST SP 800-88 rev. 1 §4.8 (the sample certificate of its Appendix G):
 * what was sanitized, how, with what, how it was verified, by whom and when, and who validated it. A buyback is not
 * settled without one, so no device leaves the company's hands with its data.
 */
export const MEDIA_TYPES = ['magnetic', 'flash', 'hybrid', 'optical', 'other'] as const;
/** NIST's three categories of sanitization. */
export const SANITIZATION_CATEGORIES = ['clear', 'purge', 'destroy'] as const;
export const VERIFICATION_METHODS = ['full', 'quick-sampling', 'other'] as const;

export interface WipeCertificateFields {
  readonly manufacturer: string;
  readonly model: string;
  readonly serial: string;
  /** The organisation's number for the device (its asset tag). */
  readonly propertyNumber: string;
  readonly mediaType: (typeof MEDIA_TYPES)[number];
  /** The user or computer the media came from. */
  readonly mediaSource: string;
  readonly category: (typeof SANITIZATION_CATEGORIES)[number];
  /** The technique: overwrite, block erase, cryptographic erase, degauss, shred... */
  readonly method: string;
  readonly tool: string;
  readonly toolVersion: string;
  readonly verification: (typeof VERIFICATION_METHODS)[number];
  /** Where the media goes after (reuse, resale, recycling). */
  readonly destination: string;
  readonly performedBy: { readonly name: string; readonly title: string };
  /** `YYYY-MM-DD`. */
  readonly performedOn: string;
  readonly location: string;
  /** Who validated the sanitization, when not the person who performed it. */
  readonly validatedBy: { readonly name: string; readonly title: string } | null;
}

type FieldName = 'manufacturer' | 'model' | 'serial' | 'method' | 'tool' | 'toolVersion' | 'performedBy' | 'performedOn' | 'location' | 'destination' | 'mediaSource';

/** The fields left blank that the standard asks for; none when the certificate is complete. */
export function missingCertificateFields(fields: WipeCertificateFields): FieldName[] {
  const blank = (value: string) => value.trim() === '';
  const required: [FieldName, boolean][] = [
    ['manufacturer', blank(fields.manufacturer)],
    ['model', blank(fields.model)],
    ['serial', blank(fields.serial)],
    ['mediaSource', blank(fields.mediaSource)],
    ['method', blank(fields.method)],
    ['tool', blank(fields.tool)],
    ['toolVersion', blank(fields.toolVersion)],
    ['destination', blank(fields.destination)],
    ['performedBy', blank(fields.performedBy.name) || blank(fields.performedBy.title)],
    ['performedOn', !/^\d{4}-\d{2}-\d{2}$/.test(fields.performedOn)],
    ['location', blank(fields.location)],
  ];
  return required.filter(([, missing]) => missing).map(([name]) => name);
}
