import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { pathOfRoute } from '../../../../domain/routing/route-named';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { ChoiceField } from '../../../../ui/kit/choice-field';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { TextInput } from '../../../../ui/kit/text-input';
import { TheirValue } from '../../../../ui/kit/their-value';
import { useVersionedSave } from '../../../../ui/kit/use-versioned-save';
import { useUnsavedChanges } from '../../../../ui/routing/use-unsaved-changes';
import type { AgentTicketDetail, DeskOptions } from '../../application/ports/admin-tickets-gateway';
import { isClosedCategory } from '../../domain/ticket-status';
import { useLatestAgentTicket, useUpdateTicket } from '../queries/admin-tickets';
import { assetNameOf, TicketAssetPicker } from './ticket-asset-picker';

interface Draft {
  readonly statusId: string;
  readonly priorityId: string;
  readonly teamId: string;
  readonly assigneeId: string;
  readonly ticketTypeId: string;
  readonly tags: string;
  readonly assetId: string;
  /** How the asset is named (tag and model): shown, never sent. */
  readonly assetName: string;
}

function draftOf(ticket: AgentTicketDetail): Draft {
  return {
    statusId: ticket.status.id,
    priorityId: ticket.priority?.id ?? '',
    teamId: ticket.team?.id ?? '',
    assigneeId: ticket.assignee?.id ?? '',
    ticketTypeId: ticket.ticketType?.id ?? '',
    tags: ticket.tags.join(', '),
    assetId: ticket.assetId ?? '',
    assetName: ticket.asset ? assetNameOf(ticket.asset) : '',
  };
}

const tagsOf = (text: string) => [...new Set(text.split(',').map((tag) => tag.trim()).filter(Boolean))];

/** Only what the agent changed is sent, so a save never puts back what someone else set meanwhile on another field. */
function changesOf(draft: Draft, opened: Draft) {
  const changed = (field: keyof Draft) => draft[field] !== opened[field];
  return {
    ...(changed('statusId') && { statusId: draft.statusId }),
    ...(changed('priorityId') && draft.priorityId && { priorityId: draft.priorityId }),
    ...(changed('teamId') && { teamId: draft.teamId || null }),
    ...(changed('assigneeId') && { assigneeId: draft.assigneeId || null }),
    ...(changed('ticketTypeId') && { ticketTypeId: draft.ticketTypeId || null }),
    ...(changed('tags') && { tags: tagsOf(draft.tags) }),
    ...(changed('assetId') && { assetId: draft.assetId || null }),
  };
}

/**
 * The ticket's properties: status, priority, team and assignee, type, tags and the asset it concerns. The save names
 * the version the panel opened with: when another agent saved first, their values show beside each field and the
 * agent may apply their own again. Resolving a request that still awaits approval asks first.
 */
export function TicketProperties({
  ticket,
  options,
  onUnsavedChange,
}: {
  ticket: AgentTicketDetail;
  options: DeskOptions;
  /** Told whenever the panel starts or stops holding changes not saved, for the composer beside it to ask. */
  onUnsavedChange: (unsaved: boolean) => void;
}) {
  const { t } = useTranslation('service-desk-admin');
  const [opened, setOpened] = useState(ticket);
  const [draft, setDraft] = useState(() => draftOf(ticket));
  const [confirming, setConfirming] = useState(false);
  // Read by the save when it runs, which may be in the same turn as the press that confirmed.
  const confirmed = useRef(false);
  const update = useUpdateTicket(ticket.id);
  const latest = useLatestAgentTicket(ticket.id);
  const openedDraft = draftOf(opened);
  const save = useVersionedSave({
    record: opened,
    save: (version) => update.mutateAsync({ ...changesOf(draft, openedDraft), version, ...(confirmed.current && { confirmPendingApproval: true }) }),
    fetchLatest: latest,
    onSaved: (saved) => {
      setOpened(saved);
      setDraft(draftOf(saved));
      setConfirming(false);
      confirmed.current = false;
    },
  });
  const dirty = Object.keys(changesOf(draft, openedDraft)).length > 0;
  const unsaved = dirty && !save.pending;
  useUnsavedChanges(unsaved);
  useEffect(() => onUnsavedChange(unsaved), [onUnsavedChange, unsaved]);
  // A newer ticket (a reply sent, a change by a colleague) replaces an untouched panel, so its next save is not stale.
  if (ticket.version > opened.version && !dirty && !save.theirs) {
    setOpened(ticket);
    setDraft(draftOf(ticket));
  }
  const theirs = save.theirs ? draftOf(save.theirs) : undefined;
  const set = (field: keyof Draft) => (value: string) => setDraft({ ...draft, [field]: value });
  const status = options.statuses.find((each) => each.id === draft.statusId);
  const resolvesPending = (save.theirs ?? opened).approvalState === 'pending' && status !== undefined && isClosedCategory(status.category);
  // The server refuses at the field the confirmation goes in; it then asks, as the check before sending does.
  const asksToConfirm = resolvesPending && (confirming || Boolean(save.fieldError('confirmPendingApproval')));
  const team = options.teams.find((each) => each.id === draft.teamId);
  // The team's members, and whoever holds the ticket now even when outside it, so the choice shown is the real one.
  const current = options.agents.find((agent) => agent.id === draft.assigneeId) ?? (ticket.assignee?.id === draft.assigneeId ? ticket.assignee : null);
  const assignees = [...(team ? team.members : options.agents)];
  if (current && !assignees.some((each) => each.id === current.id)) assignees.push(current);
  const choices = (items: readonly { id: string; name: string }[]) => items.map((item) => ({ value: item.id, label: item.name }));
  const nameIn = (items: readonly { id: string; name: string }[], id: string) => items.find((item) => item.id === id)?.name ?? id;
  const shownOf = (field: keyof Draft, values: Draft) => {
    switch (field) {
      case 'statusId':
        return nameIn(options.statuses, values.statusId);
      case 'priorityId':
        return nameIn(options.priorities, values.priorityId);
      case 'teamId':
        return nameIn(options.teams, values.teamId);
      case 'assigneeId':
        return nameIn(options.agents, values.assigneeId);
      case 'ticketTypeId':
        return nameIn(options.ticketTypes, values.ticketTypeId);
      case 'assetId':
        return values.assetName || (values.assetId && t('properties.assetGone'));
      default:
        return values[field];
    }
  };
  const fieldOf = (field: keyof Draft, input: ReactNode) => (
    <div key={field}>
      {input}
      {theirs && <TheirValue opened={shownOf(field, openedDraft)} theirs={shownOf(field, theirs)} />}
    </div>
  );
  return (
    <section className="panel ticket-properties" aria-labelledby="ticket-properties">
      <h2 id="ticket-properties">{t('properties.title')}</h2>
      <Form
        className="form form--short"
        onSubmit={(event) => {
          event.preventDefault();
          if (resolvesPending && !asksToConfirm) setConfirming(true);
          else save.onSubmit();
        }}
      >
        {fieldOf('statusId', <ChoiceField label={t('properties.status')} value={draft.statusId} onChange={set('statusId')} options={choices(options.statuses)} error={save.fieldError('statusId')} />)}
        {fieldOf(
          'priorityId',
          <ChoiceField label={t('properties.priority')} value={draft.priorityId} onChange={set('priorityId')} options={choices(options.priorities)} emptyLabel={draft.priorityId ? undefined : t('ticket.noPriority')} error={save.fieldError('priorityId')} />,
        )}
        {fieldOf('teamId', <ChoiceField label={t('properties.team')} value={draft.teamId} onChange={set('teamId')} options={choices(options.teams)} emptyLabel={t('queue.noTeam')} error={save.fieldError('teamId')} />)}
        {fieldOf(
          'assigneeId',
          <ChoiceField label={t('properties.assignee')} value={draft.assigneeId} onChange={set('assigneeId')} options={choices(assignees)} emptyLabel={t('queue.unassigned')} error={save.fieldError('assigneeId')} />,
        )}
        {fieldOf(
          'ticketTypeId',
          <ChoiceField label={t('properties.ticketType')} value={draft.ticketTypeId} onChange={set('ticketTypeId')} options={choices(options.ticketTypes)} emptyLabel={t('properties.noType')} error={save.fieldError('ticketTypeId')} />,
        )}
        {fieldOf('tags', <TextInput label={t('properties.tags')} description={t('properties.tagsHint')} value={draft.tags} onChange={set('tags')} error={save.fieldError('tags')} />)}
        {fieldOf(
          'assetId',
          <TicketAssetPicker
            assetId={draft.assetId}
            assetName={draft.assetName}
            onChange={(asset) => setDraft({ ...draft, assetId: asset?.id ?? '', assetName: asset?.name ?? '' })}
            error={save.fieldError('assetId')}
          />,
        )}
        {ticket.assetId && (
          <Link className="link" href={pathOfRoute('manage-beta-details', { ID: ticket.assetId }) ?? '#'}>
            {t('properties.openAsset')}
          </Link>
        )}
        {asksToConfirm && (
          <div className="confirm-panel" role="alert">
            <p>{t('properties.confirmPending')}</p>
            <div className="form-actions">
              <RippleButton
                className="button"
                onPress={() => {
                  setConfirming(false);
                  setDraft({ ...draft, statusId: openedDraft.statusId });
                }}
              >
                {t('properties.keepWaiting')}
              </RippleButton>
              <RippleButton
                className="button button--primary"
                isPending={save.pending}
                onPress={() => {
                  confirmed.current = true;
                  save.onSubmit();
                }}
              >
                {t('properties.resolveAnyway')}
              </RippleButton>
            </div>
          </div>
        )}
        {!asksToConfirm && <FormError>{save.error}</FormError>}
        <FormButtons pending={save.pending} onReapply={save.theirs && save.reapply} submitLabel={t('properties.save')} />
      </Form>
    </section>
  );
}
