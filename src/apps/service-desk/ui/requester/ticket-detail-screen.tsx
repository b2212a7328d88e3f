import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ConfirmAction } from '../../../../ui/kit/confirm-action';
import { QueryView } from '../../../../ui/kit/query-view';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import {
  useChangeCopy,
  useCloseTicket,
  useDecideApproval,
  useMyTicket,
  useReplyToTicket,
  useUploadAttachment,
} from '../queries/use-requester-tickets';
import { useTicketLiveUpdates } from '../queries/use-ticket-live-updates';
import { ApprovalDecision } from './approval-decision';
import { CopyPeople } from './copy-people';
import { RequesterFrame } from './requester-frame';
import { deskPaths } from './requester-paths';
import { requesterSlugOf } from './requester-slug';
import { TicketBadges, TicketView } from './ticket-view';

/** ticket-detail/:id: one of my tickets, kept current as agents answer; I reply, add people in copy, or close it. */
export default function TicketDetailScreen({ match }: ScreenProps) {
  const { t } = useTranslation(['service-desk-requester', 'service-desk']);
  const slug = requesterSlugOf(match);
  const id = match.params.id ?? '';
  const ticket = useMyTicket(slug, id);
  useTicketLiveUpdates(id);
  const upload = useUploadAttachment(slug);
  const reply = useReplyToTicket(slug);
  const changeCopy = useChangeCopy(slug);
  const close = useCloseTicket(slug);
  const decide = useDecideApproval(slug);
  const [, navigate] = useLocation();
  const shown = ticket.data;
  return (
    <RequesterFrame
      slug={slug}
      title={shown ? `${shown.reference} · ${shown.subject}` : t('service-desk:routes.ticket-detail')}
      meta={shown && <TicketBadges ticket={shown} />}
      actions={
        shown?.mayClose && (
          <ConfirmAction
            label={t('detail.close')}
            title={t('detail.closeTitle', { reference: shown.reference })}
            confirmLabel={t('detail.close')}
            onConfirm={() => close.mutateAsync({ id, version: shown.version })}
          >
            {t('detail.closeText')}
          </ConfirmAction>
        )
      }
    >
      <QueryView query={ticket}>
        {(detail) => (
          <>
            {detail.approval?.mayDecide && (
              <section className="panel desk-panel" aria-labelledby="desk-decide">
                <h2 id="desk-decide">{t('detail.decide')}</h2>
                <ApprovalDecision subject={detail.subject} decide={(vote) => decide.mutateAsync({ id, ...vote })} />
              </section>
            )}
            <TicketView
              ticket={detail}
              upload={upload}
              reply={async (answer) => {
                const answered = await reply.mutateAsync({ id, reply: answer });
                // A reply to a closed ticket may open a follow-up ticket instead (the team decides): show that one.
                if (answered.id !== id) navigate(deskPaths(slug).ticket(answered.id));
              }}
              aside={<CopyPeople copy={detail.copy} change={(change) => changeCopy.mutateAsync({ id, ...change })} />}
            />
          </>
        )}
      </QueryView>
    </RequesterFrame>
  );
}
