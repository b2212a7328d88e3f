import type { MailTemplates } from './en';

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
  deskAcknowledgement: {
    subject: '{{subject}}',
    text: [
      'Wir haben Ihre Anfrage erhalten und als {{reference}} erfasst: {{title}}.',
      '',
      'Antworten Sie auf diese E-Mail, um etwas zu ergänzen.',
    ].join('\n'),
    html: [
      '<p>Wir haben Ihre Anfrage erhalten und als <strong>{{reference}}</strong> erfasst: {{title}}.</p>',
      '<p>Antworten Sie auf diese E-Mail, um etwas zu ergänzen.</p>',
    ].join('\n'),
  },
  deskAcknowledgementUnproven: {
    subject: '{{subject}}',
    text: [
      'Ihre E-Mail nennt {{claimed}}, ist aber keine Antwort auf eine E-Mail, die wir Ihnen dazu geschickt haben; deshalb konnten wir sie dort nicht ergänzen.',
      '',
      'Wir haben sie als neue Anfrage erfasst, {{reference}}: {{title}}. Unsere Agenten können beide zusammenführen.',
      '',
      'Um selbst etwas zu {{claimed}} zu ergänzen, antworten Sie auf eine unserer E-Mails dazu. Antworten Sie auf diese E-Mail, um {{reference}} zu ergänzen.',
    ].join('\n'),
    html: [
      '<p>Ihre E-Mail nennt {{claimed}}, ist aber keine Antwort auf eine E-Mail, die wir Ihnen dazu geschickt haben; deshalb konnten wir sie dort nicht ergänzen.</p>',
      '<p>Wir haben sie als neue Anfrage erfasst, <strong>{{reference}}</strong>: {{title}}. Unsere Agenten können beide zusammenführen.</p>',
      '<p>Um selbst etwas zu {{claimed}} zu ergänzen, antworten Sie auf eine unserer E-Mails dazu. Antworten Sie auf diese E-Mail, um {{reference}} zu ergänzen.</p>',
    ].join('\n'),
  },
  deskReply: {
    subject: '{{subject}}',
    text: ['{{author}} schrieb zu {{reference}}:', '', '{{body}}', '', 'Antworten Sie auf diese E-Mail, um zu antworten.'].join('\n'),
    html: [
      '<p>{{author}} schrieb zu <strong>{{reference}}</strong>:</p>',
      '<p style="white-space:pre-wrap">{{body}}</p>',
      '<p>Antworten Sie auf diese E-Mail, um zu antworten.</p>',
    ].join('\n'),
  },
  deskApprovalRequest: {
    subject: 'Genehmigung erbeten: {{subject}}',
    text: [
      '{{requester}} bittet um {{title}} ({{reference}}); das braucht Ihre Genehmigung.',
      '',
      'Hier genehmigen oder ablehnen: {{link}}',
      '',
      'Der Link gilt bis {{expires}}.',
    ].join('\n'),
    html: [
      '<p>{{requester}} bittet um <strong>{{title}}</strong> ({{reference}}); das braucht Ihre Genehmigung.</p>',
      '<p><a href="{{link}}">Anfrage genehmigen oder ablehnen</a></p>',
      '<p>Der Link gilt bis {{expires}}.</p>',
    ].join('\n'),
  },
  deskEscalation: {
    subject: 'Eskaliert: {{subject}}',
    text: ['{{reference}} ({{title}}) von {{team}} hat die SLA-Frist {{dueAt}} verpasst.', '', 'Die Priorität wurde auf {{priority}} angehoben.'].join('\n'),
    html: [
      '<p><strong>{{reference}}</strong> ({{title}}) von {{team}} hat die SLA-Frist {{dueAt}} verpasst.</p>',
      '<p>Die Priorität wurde auf {{priority}} angehoben.</p>',
    ].join('\n'),
  },
  campaignInvite: {
    subject: '{{campaign}}: Ihre Mithilfe ist gefragt',
    text: ['Hallo {{name}},', '', '{{message}}', '', 'Ihre persönliche Seite: {{link}}', '', 'Der Link gilt bis {{expires}}; ein Konto ist nicht nötig.'].join('\n'),
    html: [
      '<p>Hallo {{name}},</p>',
      '<p style="white-space:pre-line">{{message}}</p>',
      '<p><a href="{{link}}">Ihre persönliche Seite öffnen</a></p>',
      '<p>Der Link gilt bis {{expires}}; ein Konto ist nicht nötig.</p>',
    ].join('\n'),
  },
  campaignReminder: {
    subject: 'Erinnerung ({{count}}): {{campaign}}',
    text: ['Hallo {{name}},', '', 'Wir warten noch auf Ihre Antwort zu {{campaign}}.', '', 'Ihre persönliche Seite: {{link}}', '', 'Der Link gilt bis {{expires}}.'].join('\n'),
    html: [
      '<p>Hallo {{name}},</p>',
      '<p>Wir warten noch auf Ihre Antwort zu <strong>{{campaign}}</strong>.</p>',
      '<p><a href="{{link}}">Ihre persönliche Seite öffnen</a></p>',
      '<p>Der Link gilt bis {{expires}}.</p>',
    ].join('\n'),
  },
  campaignAdminAlert: {
    subject: 'Noch keine Antwort: {{name}} ({{campaign}})',
    text: ['{{name}} ({{email}}) hat nach {{days}} Tagen und {{count}} Mails nicht auf {{campaign}} geantwortet.', '', 'Die Rückholung scheitert automatisch an Tag {{failDay}}. Details: {{link}}'].join('\n'),
    html: [
      '<p><strong>{{name}}</strong> ({{email}}) hat nach {{days}} Tagen und {{count}} Mails nicht auf <strong>{{campaign}}</strong> geantwortet.</p>',
      '<p>Die Rückholung scheitert automatisch an Tag {{failDay}}. <a href="{{link}}">Kampagne öffnen</a></p>',
    ].join('\n'),
  },
  campaignFailed: {
    subject: 'Gescheitert (keine Antwort): {{name}} ({{campaign}})',
    text: ['{{name}} ({{email}}) hat binnen {{days}} Tagen nicht auf {{campaign}} geantwortet; die Rückholung ist gescheitert.', '', 'Neu starten oder abbrechen: {{link}}'].join('\n'),
    html: [
      '<p><strong>{{name}}</strong> ({{email}}) hat binnen {{days}} Tagen nicht auf <strong>{{campaign}}</strong> geantwortet; die Rückholung ist gescheitert.</p>',
      '<p><a href="{{link}}">Neu starten oder abbrechen</a></p>',
    ].join('\n'),
  },
  buybackCounterOffer: {
    subject: 'Ein neues Angebot für Ihr Gerät {{device}}',
    text: ['Hallo {{name}},', '', 'Wir haben Ihr Gerät {{device}} (Bestellung #{{order}}) geprüft. Es weicht von Ihren Angaben ab: {{reasons}}', '', 'Wir bieten {{amount}} statt {{quoted}}. Nehmen Sie an, oder lehnen Sie ab und wir senden das Gerät binnen 2 Werktagen kostenlos zurück: {{link}}'].join('\n'),
    html: [
      '<p>Hallo {{name}},</p>',
      '<p>Wir haben Ihr Gerät <strong>{{device}}</strong> (Bestellung #{{order}}) geprüft. Es weicht von Ihren Angaben ab: {{reasons}}</p>',
      '<p>Wir bieten <strong>{{amount}}</strong> statt {{quoted}}. Nehmen Sie an, oder lehnen Sie ab und wir senden das Gerät binnen 2 Werktagen kostenlos zurück.</p>',
      '<p><a href="{{link}}">Auf das Angebot antworten</a></p>',
    ].join('\n'),
  },
  buybackLocked: {
    subject: 'Bitte entfernen Sie die Sperre von Ihrem Gerät {{device}}',
    text: ['Hallo {{name}},', '', 'Ihr Gerät {{device}} (Bestellung #{{order}}) ist noch an ein Konto gebunden (Apple-ID oder Google). Wir halten es zurück, bis die Sperre entfernt ist.', '', 'Entfernen Sie das Gerät aus Ihrem Konto und geben Sie uns Bescheid: {{link}}'].join('\n'),
    html: [
      '<p>Hallo {{name}},</p>',
      '<p>Ihr Gerät <strong>{{device}}</strong> (Bestellung #{{order}}) ist noch an ein Konto gebunden (Apple-ID oder Google). Wir halten es zurück, bis die Sperre entfernt ist.</p>',
      '<p><a href="{{link}}">Entfernen Sie das Gerät aus Ihrem Konto und geben Sie uns Bescheid</a></p>',
    ].join('\n'),
  },
  portalInvitation: {
    subject: '{{inviter}} lädt Sie zu {{organisation}} ein',
    text: [
      'Hallo{{greeting}},',
      '',
      '{{inviter}} lädt Sie ein, {{organisation}} im Portal beizutreten, als {{role}}.{{starting}}',
      '',
      'Richten Sie Ihr Konto ein{{kitNote}}: {{link}}',
      '',
      'Der Link gilt einmal, bis {{expires}}.',
    ].join('\n'),
    html: [
      '<p>Hallo{{greeting}},</p>',
      '<p>{{inviter}} lädt Sie ein, <strong>{{organisation}}</strong> im Portal beizutreten, als {{role}}.{{starting}}</p>',
      '<p><a href="{{link}}">Richten Sie Ihr Konto ein{{kitNote}}</a></p>',
      '<p>Der Link gilt einmal, bis {{expires}}.</p>',
    ].join('\n'),
  },
  scheduledReport: {
    subject: 'Bericht: {{name}}',
    text: [
      'Anbei „{{name}}“ ({{title}}) mit Stand {{date}}, als {{files}}.',
      '',
      'Er wird {{when}} versandt ({{timeZone}}), wie {{owner}} es im Insights Center geplant hat. Bitten Sie diese Person oder einen Admin, den Versand zu ändern oder zu beenden.',
    ].join('\n'),
    html: [
      '<p>Anbei <strong>„{{name}}“</strong> ({{title}}) mit Stand {{date}}, als {{files}}.</p>',
      '<p>Er wird {{when}} versandt ({{timeZone}}), wie {{owner}} es im Insights Center geplant hat. Bitten Sie diese Person oder einen Admin, den Versand zu ändern oder zu beenden.</p>',
    ].join('\n'),
  },
};
