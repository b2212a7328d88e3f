import type { MailTemplate } from '../mail-template';

/** Every mail the portal sends, in English: the reference the other languages translate. `{{name}}` is a parameter. */
export const en = {
  loginCode: {
    subject: 'Your sign-in code for Resolve Now',
    text: [
      'Your sign-in code is {{code}}.',
      '',
      'It works once and expires in {{minutes}} minutes. If you did not ask for it, you can ignore this mail.',
    ].join('\n'),
    html: [
      '<p>Your sign-in code is</p>',
      '<p style="font-size:1.5em;font-weight:bold;letter-spacing:0.2em">{{code}}</p>',
      '<p>It works once and expires in {{minutes}} minutes. If you did not ask for it, you can ignore this mail.</p>',
    ].join('\n'),
  },
} satisfies Record<string, MailTemplate>;
