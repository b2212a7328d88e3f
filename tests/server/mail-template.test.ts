import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/domain/i18n/language';
import { renderMail } from '../../server/mail/mail-template';

describe('mail templates', () => {
  it('fills parameters as they are in the text part and escaped in the HTML part', () => {
    const mail = renderMail('loginCode', 'en', { code: '<b>1&2</b>"', minutes: 10 });
    expect(mail.text).toContain('Your sign-in code is <b>1&2</b>".');
    expect(mail.text).toContain('expires in 10 minutes');
    expect(mail.html).toContain('&lt;b&gt;1&amp;2&lt;/b&gt;&quot;');
    expect(mail.html).not.toContain('<b>1');
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="en">/);
  });

  it('has every template in every language, with no parameter left unfilled', () => {
    for (const language of LANGUAGES) {
      const mail = renderMail('loginCode', language, { code: '123456', minutes: 10 });
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/\{\{|\}\}/);
      expect(mail.text).toContain('123456');
    }
  });

  it('refuses to send a template with a parameter missing', () => {
    expect(() => renderMail('loginCode', 'de', { code: '123456' })).toThrow(/minutes/);
  });
});
