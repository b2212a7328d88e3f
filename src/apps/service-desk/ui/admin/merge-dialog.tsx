import { useState } from 'react';
import { DialogTrigger, Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { ModalDialog } from '../../../../ui/kit/modal-dialog';
import { RecordPicker, type PickerOption } from '../../../../ui/kit/record-picker';
import { useSubmit } from '../../../../ui/kit/use-submit';
import type { AgentTicketDetail } from '../../application/ports/admin-tickets-gateway';
import { ADMIN_KEY, useAdminTicketsGateway, useMergeTicket } from '../queries/admin-tickets';
import { adminPaths } from './admin-paths';

const PICKER_SIZE = 10;

function MergeForm({ ticket, close }: { ticket: AgentTicketDetail; close: () => void }) {
  const { t } = useTranslation('service-desk-admin');
  const [, navigate] = useLocation();
  const gateway = useAdminTicketsGateway();
  const [target, setTarget] = useState<PickerOption | null>(null);
  const merge = useMergeTicket(ticket.id);
  const submit = useSubmit(async () => {
    if (!target) return;
    const merged = await merge.mutateAsync({ targetId: target.id, version: ticket.version });
    close();
    navigate(adminPaths.ticket(merged.serviceType, merged.id));
  });
  return (
    <Form className="form" onSubmit={submit.onSubmit}>
      <p>{t('merge.explain', { reference: ticket.reference })}</p>
      <RecordPicker
        label={t('merge.target')}
        description={t('merge.targetHint')}
        queryKey={[...ADMIN_KEY, 'merge-targets', ticket.id]}
        search={async (text) => {
          const page = await gateway.list({ q: text || undefined, pageSize: PICKER_SIZE, open: true, sort: '-updatedAt' });
          return page.items
            .filter((each) => each.id !== ticket.id)
            .map((each) => ({ id: each.id, label: `${each.reference} ${each.subject}`, description: each.requester.name }));
        }}
        selectedId={target?.id ?? null}
        onSelect={setTarget}
        isRequired
        error={submit.fieldError('targetId')}
      />
      <FormError>{submit.error}</FormError>
      <FormButtons cancel={{ onPress: close }} pending={submit.pending} isDisabled={!target} submitLabel={t('merge.confirm')} />
    </Form>
  );
}

/** Merging a duplicate into another ticket: its messages and people in copy move there, and this one closes. */
export function MergeDialog({ ticket }: { ticket: AgentTicketDetail }) {
  const { t } = useTranslation('service-desk-admin');
  return (
    <DialogTrigger>
      <RippleButton className="button" isDisabled={ticket.mergedInto !== null}>
        {t('merge.open')}
      </RippleButton>
      <ModalDialog title={t('merge.title', { reference: ticket.reference })}>{(close) => <MergeForm ticket={ticket} close={close} />}</ModalDialog>
    </DialogTrigger>
  );
}
