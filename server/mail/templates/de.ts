import type { MailTemplates } from '../mail-template';

export const de: MailTemplates = {
  loginCode: {
    subject: 'Ihr Anmeldecode für Resolve Now',
    text: [
      'Ihr Anmeldecode lautet {{code}}.',
      '',
      'Er gilt einmal und läuft in {{minutes}} Minuten ab. Wenn Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.',
    ].join('\n'),
    html: [
      '<p>Ihr Anmeldecode lautet</p>',
      '<p style="font-size:1.5em;font-weight:bold;letter-spacing:0.2em">{{code}}</p>',
      '<p>Er gilt einmal und läuft in {{minutes}} Minuten ab. Wenn Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.</p>',
    ].join('\n'),
  },
};
