import { useTranslation } from 'react-i18next';
import { TimeText } from '../../../../ui/kit/display';
import type { TicketDetail } from '../../application/ports/ticket-views';
import { AttachmentLinks } from './attachment-links';

/** The public conversation, oldest first: the request itself, then every reply with its files. */
export function TicketConversation({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('service-desk');
  return (
    <section className="panel desk-panel" aria-labelledby="desk-conversation">
      <h2 id="desk-conversation">{t('conversation.title')}</h2>
      <ol className="conversation">
        <li className="conversation__message conversation__message--requester">
          <article aria-label={t('conversation.from', { name: ticket.requester.name })}>
            <p className="conversation__head">
              <strong>{ticket.requester.name}</strong> <TimeText at={ticket.createdAt} />
            </p>
            {ticket.description ? <p className="conversation__body">{ticket.description}</p> : <p className="muted">{t('conversation.noDescription')}</p>}
            <AttachmentLinks attachments={ticket.attachments} />
          </article>
        </li>
        {ticket.messages.map((message) => (
          <li key={message.id} className={`conversation__message conversation__message--${message.author.kind}`}>
            <article aria-label={t('conversation.from', { name: message.author.name })}>
              <p className="conversation__head">
                <strong>{message.author.name}</strong> <span className="muted">{t(`conversation.kind.${message.author.kind}`)}</span>{' '}
                <TimeText at={message.at} />
              </p>
              <p className="conversation__body">{message.body}</p>
              <AttachmentLinks attachments={message.attachments} />
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
