import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../ui/kit/badge';
import { TimeText } from '../../../../ui/kit/display';
import type { AgentTicketDetail } from '../../application/ports/admin-tickets-gateway';
import { AttachmentLinks } from '../requester/attachment-links';

/**
 * The whole conversation as agents see it, newest first under the composer, the request last: public replies and
 * internal notes. A note is marked in words and set apart in colour and edge, so no one mistakes it for what the
 * requester read. A bounce of the desk's own mail says whose delivery failed above the bounce's words.
 */
export function AgentConversation({ ticket }: { ticket: AgentTicketDetail }) {
  const { t } = useTranslation('service-desk-admin');
  return (
    <section className="panel" aria-labelledby="agent-conversation">
      <h2 id="agent-conversation">{t('ticket.conversation')}</h2>
      <p className="muted agent-conversation__order">{t('ticket.newestFirst')}</p>
      <ol className="agent-conversation" reversed>
        {ticket.messages.toReversed().map((message) => {
          const internal = message.visibility === 'internal';
          return (
            <li key={message.id} className={`agent-message agent-message--${message.visibility}`}>
              <article aria-label={t(internal ? 'ticket.noteFrom' : 'ticket.messageFrom', { name: message.author.name })}>
                <p className="agent-message__head">
                  <strong>{message.author.name}</strong>{' '}
                  {internal ? (
                    <Badge tone="warning">
                      <Lock size={12} aria-hidden="true" /> {t('ticket.internalNote')}
                    </Badge>
                  ) : (
                    <Badge tone="info">{t('ticket.publicReply')}</Badge>
                  )}{' '}
                  {message.channel !== 'portal' && <span className="muted">{t(`ticket.channel.${message.channel}`)}</span>} <TimeText at={message.at} />
                </p>
                {message.event && (
                  <p>
                    <Badge tone="danger">{t('ticket.deliveryFailed', { recipient: message.event.recipient })}</Badge>
                  </p>
                )}
                <p className="agent-message__body">{message.body}</p>
                <AttachmentLinks attachments={message.attachments} />
              </article>
            </li>
          );
        })}
        <li className="agent-message agent-message--public">
          <article aria-label={t('ticket.messageFrom', { name: ticket.requester.name })}>
            <p className="agent-message__head">
              <strong>{ticket.requester.name}</strong> <span className="muted">{ticket.requester.email}</span> <TimeText at={ticket.createdAt} />
            </p>
            {ticket.description ? <p className="agent-message__body">{ticket.description}</p> : <p className="muted">{t('ticket.noDescription')}</p>}
            {ticket.answers.length > 0 && (
              <dl className="facts agent-message__answers">
                {ticket.answers.map((answer) => (
                  <div key={answer.key}>
                    <dt>{answer.label}</dt>
                    <dd>{answer.value === null ? '—' : typeof answer.value === 'boolean' ? t(answer.value ? 'common.yes' : 'common.no') : String(answer.value)}</dd>
                  </div>
                ))}
              </dl>
            )}
            <AttachmentLinks attachments={ticket.attachments} />
          </article>
        </li>
      </ol>
    </section>
  );
}
