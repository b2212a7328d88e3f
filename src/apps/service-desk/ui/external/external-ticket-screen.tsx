import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { QueryView } from '../../../../ui/kit/query-view';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import { useExternalReply, useExternalTicket, useExternalUpload } from '../queries/use-external-tickets';
import { externalPaths } from '../requester/requester-paths';
import { TicketBadges, TicketView } from '../requester/ticket-view';
import { ExternalFrame } from './external-frame';

/** /external/resolve-now/ticket-detail/:id: one ticket of the signed-in address, with the answer box. */
export default function ExternalTicketScreen({ match }: ScreenProps) {
  const { t } = useTranslation('shell');
  return <ExternalFrame title={t('routes.external-ticket-details')}>{(token) => <ExternalTicket token={token} id={match.params.id ?? ''} />}</ExternalFrame>;
}

function ExternalTicket({ token, id }: { token: string; id: string }) {
  const { t } = useTranslation('service-desk-requester');
  const ticket = useExternalTicket(token, id);
  const upload = useExternalUpload(token);
  const reply = useExternalReply(token);
  const [, navigate] = useLocation();
  return (
    <QueryView query={ticket}>
      {(detail) => (
        <>
          <h2 className="desk-ticket__title">
            {detail.reference} · {detail.subject} <TicketBadges ticket={detail} />
          </h2>
          <TicketView
            ticket={detail}
            upload={upload}
            reply={async (answer) => {
              const answered = await reply.mutateAsync({ id, reply: answer });
              // A reply to a closed ticket may open a follow-up ticket instead (the team decides): show that one.
              if (answered.id !== id) navigate(externalPaths.ticket(answered.id));
            }}
          />
          <p>
            <Link href={externalPaths.tickets}>{t('external.back')}</Link>
          </p>
        </>
      )}
    </QueryView>
  );
}
