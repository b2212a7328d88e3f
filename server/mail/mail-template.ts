import type { Language } from '../../contract/common';
import { escapeHtml } from '../http/escape-html';
import { de } from './templates/de';
import { en, type MailTemplateName, type MailTemplates } from './templates/en';

export type MailParams = Readonly<Record<string, string | number>>;

const templates: Readonly<Record<Language, MailTemplates>> = { en, de };

export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** A text's `{{name}}` parameters filled in, each through `escape`; a missing one is the caller's mistake. */
export function filledIn(source: string, params: MailParams, escape: (value: string) => string = (value) => value): string {
  return source.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`The text "${source}" needs the parameter ${key}`);
    return escape(String(value));
  });
}

/**
 * Fills a template's `{{name}}` parameters: as they are in the text, escaped in the HTML, on one line in the subject
 * (a line break there would start a header of its own).
 */
export function renderMail(name: MailTemplateName, language: Language, params: MailParams): RenderedMail {
  const template = templates[language][name];
  const fill = (source: string, escape: (value: string) => string) => filledIn(source, params, escape);
  const subject = fill(template.subject, (value) => value.replace(/[\r\n]+/g, ' '));
  const html = [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:system-ui,sans-serif;line-height:1.5">',
    fill(template.html, escapeHtml),
    '</body></html>',
  ].join('\n');
  return { subject, text: fill(template.text, (value) => value), html };
}
