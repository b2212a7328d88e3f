/**
 * One mail in one language: its subject, its plain-text part, and the content of its HTML part's body. Declared
 * beside English, the reference, so that the languages import their shape from here and not from the renderer.
 */
export interface MailTemplate {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

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
  deskAcknowledgement: {
    subject: '{{subject}}',
    text: [
      'We received your request and filed it as {{reference}}: {{title}}.',
      '',
      'Reply to this mail to add to it.',
    ].join('\n'),
    html: [
      '<p>We received your request and filed it as <strong>{{reference}}</strong>: {{title}}.</p>',
      '<p>Reply to this mail to add to it.</p>',
    ].join('\n'),
  },
  deskAcknowledgementUnproven: {
    subject: '{{subject}}',
    text: [
      'Your mail names {{claimed}}, but it is no reply to a mail we sent you about it, so we could not add it there.',
      '',
      'We filed it as a new request, {{reference}}: {{title}}. Our agents can join the two.',
      '',
      'To add to {{claimed}} yourself, reply to one of our mails about it. Reply to this mail to add to {{reference}}.',
    ].join('\n'),
    html: [
      '<p>Your mail names {{claimed}}, but it is no reply to a mail we sent you about it, so we could not add it there.</p>',
      '<p>We filed it as a new request, <strong>{{reference}}</strong>: {{title}}. Our agents can join the two.</p>',
      '<p>To add to {{claimed}} yourself, reply to one of our mails about it. Reply to this mail to add to {{reference}}.</p>',
    ].join('\n'),
  },
  deskReply: {
    subject: '{{subject}}',
    text: ['{{author}} wrote on {{reference}}:', '', '{{body}}', '', 'Reply to this mail to answer.'].join('\n'),
    html: [
      '<p>{{author}} wrote on <strong>{{reference}}</strong>:</p>',
      '<p style="white-space:pre-wrap">{{body}}</p>',
      '<p>Reply to this mail to answer.</p>',
    ].join('\n'),
  },
  deskApprovalRequest: {
    subject: 'Approval needed: {{subject}}',
    text: [
      '{{requester}} asks for {{title}} ({{reference}}), which needs your approval.',
      '',
      'Accept or refuse it here: {{link}}',
      '',
      'The link works until {{expires}}.',
    ].join('\n'),
    html: [
      '<p>{{requester}} asks for <strong>{{title}}</strong> ({{reference}}), which needs your approval.</p>',
      '<p><a href="{{link}}">Accept or refuse the request</a></p>',
      '<p>The link works until {{expires}}.</p>',
    ].join('\n'),
  },
  deskEscalation: {
    subject: 'Escalated: {{subject}}',
    text: ['{{reference}} ({{title}}) of {{team}} missed its SLA deadline of {{dueAt}}.', '', 'Its priority was raised to {{priority}}.'].join('\n'),
    html: [
      '<p><strong>{{reference}}</strong> ({{title}}) of {{team}} missed its SLA deadline of {{dueAt}}.</p>',
      '<p>Its priority was raised to {{priority}}.</p>',
    ].join('\n'),
  },
  campaignInvite: {
    subject: '{{campaign}}: your action is needed',
    text: ['Hello {{name}},', '', '{{message}}', '', 'Open your personal page: {{link}}', '', 'The link works until {{expires}}; no account is needed.'].join('\n'),
    html: [
      '<p>Hello {{name}},</p>',
      '<p style="white-space:pre-line">{{message}}</p>',
      '<p><a href="{{link}}">Open your personal page</a></p>',
      '<p>The link works until {{expires}}; no account is needed.</p>',
    ].join('\n'),
  },
  campaignReminder: {
    subject: 'Reminder ({{count}}): {{campaign}}',
    text: ['Hello {{name}},', '', 'We are still waiting for your answer about {{campaign}}.', '', 'Open your personal page: {{link}}', '', 'The link works until {{expires}}.'].join('\n'),
    html: [
      '<p>Hello {{name}},</p>',
      '<p>We are still waiting for your answer about <strong>{{campaign}}</strong>.</p>',
      '<p><a href="{{link}}">Open your personal page</a></p>',
      '<p>The link works until {{expires}}.</p>',
    ].join('\n'),
  },
  campaignAdminAlert: {
    subject: 'No answer yet: {{name}} ({{campaign}})',
    text: ['{{name}} ({{email}}) has not answered {{campaign}} after {{days}} days and {{count}} mails.', '', 'Their retrieval fails automatically on day {{failDay}}. Details: {{link}}'].join('\n'),
    html: [
      '<p><strong>{{name}}</strong> ({{email}}) has not answered <strong>{{campaign}}</strong> after {{days}} days and {{count}} mails.</p>',
      '<p>Their retrieval fails automatically on day {{failDay}}. <a href="{{link}}">Open the campaign</a></p>',
    ].join('\n'),
  },
  campaignFailed: {
    subject: 'Failed (no response): {{name}} ({{campaign}})',
    text: ['{{name}} ({{email}}) did not answer {{campaign}} within {{days}} days; their retrieval failed.', '', 'Restart or cancel it: {{link}}'].join('\n'),
    html: [
      '<p><strong>{{name}}</strong> ({{email}}) did not answer <strong>{{campaign}}</strong> within {{days}} days; their retrieval failed.</p>',
      '<p><a href="{{link}}">Restart or cancel it</a></p>',
    ].join('\n'),
  },
  buybackCounterOffer: {
    subject: 'A new offer for your {{device}}',
    text: ['Hello {{name}},', '', 'We inspected your {{device}} (order #{{order}}). It differs from what was declared: {{reasons}}', '', 'We offer {{amount}} instead of {{quoted}}. Accept it, or decline and we send the device back free within 2 business days: {{link}}'].join('\n'),
    html: [
      '<p>Hello {{name}},</p>',
      '<p>We inspected your <strong>{{device}}</strong> (order #{{order}}). It differs from what was declared: {{reasons}}</p>',
      '<p>We offer <strong>{{amount}}</strong> instead of {{quoted}}. Accept it, or decline and we send the device back free within 2 business days.</p>',
      '<p><a href="{{link}}">Answer the offer</a></p>',
    ].join('\n'),
  },
  buybackLocked: {
    subject: 'Please remove the lock from your {{device}}',
    text: ['Hello {{name}},', '', 'Your {{device}} (order #{{order}}) arrived still locked to an account (Apple ID or Google). We hold it until the lock is removed.', '', 'Remove the device from your account, then tell us: {{link}}'].join('\n'),
    html: [
      '<p>Hello {{name}},</p>',
      '<p>Your <strong>{{device}}</strong> (order #{{order}}) arrived still locked to an account (Apple ID or Google). We hold it until the lock is removed.</p>',
      '<p><a href="{{link}}">Remove the device from your account, then tell us</a></p>',
    ].join('\n'),
  },
  portalInvitation: {
    subject: '{{inviter}} invites you to join {{organisation}}',
    text: [
      'Hello{{greeting}},',
      '',
      '{{inviter}} invites you to join {{organisation}} on the portal as {{role}}.{{starting}}',
      '',
      'Set up your account{{kitNote}}: {{link}}',
      '',
      'The link works once, until {{expires}}.',
    ].join('\n'),
    html: [
      '<p>Hello{{greeting}},</p>',
      '<p>{{inviter}} invites you to join <strong>{{organisation}}</strong> on the portal as {{role}}.{{starting}}</p>',
      '<p><a href="{{link}}">Set up your account{{kitNote}}</a></p>',
      '<p>The link works once, until {{expires}}.</p>',
    ].join('\n'),
  },
  scheduledReport: {
    subject: 'Report: {{name}}',
    text: [
      'Here is “{{name}}” ({{title}}) as of {{date}}, attached as {{files}}.',
      '',
      'It is sent {{when}} ({{timeZone}}), as scheduled in Insights Center by {{owner}}. Ask them or an admin to change or stop it.',
    ].join('\n'),
    html: [
      '<p>Here is <strong>“{{name}}”</strong> ({{title}}) as of {{date}}, attached as {{files}}.</p>',
      '<p>It is sent {{when}} ({{timeZone}}), as scheduled in Insights Center by {{owner}}. Ask them or an admin to change or stop it.</p>',
    ].join('\n'),
  },
} satisfies Record<string, MailTemplate>;

export type MailTemplateName = keyof typeof en;
/** A language's set: every template English has, so a missing translation fails the type check. */
export type MailTemplates = Readonly<Record<MailTemplateName, MailTemplate>>;
