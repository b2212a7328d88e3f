import { useState, type ReactNode } from 'react';
import { DialogTrigger, Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../../ui/feedback/ripple-button';
import { ConfirmAction } from '../../../../../ui/kit/confirm-action';
import { FormButtons } from '../../../../../ui/kit/form-buttons';
import { FormError } from '../../../../../ui/kit/form-error';
import { ModalDialog } from '../../../../../ui/kit/modal-dialog';
import { QueryView } from '../../../../../ui/kit/query-view';
import { RecordTable, type RecordColumn } from '../../../../../ui/kit/record-table';
import { useSubmit } from '../../../../../ui/kit/use-submit';
import { useVersionedSave } from '../../../../../ui/kit/use-versioned-save';
import { useConfigRecords } from '../../queries/admin-config';

/** What a record's fields get: the draft, its change, the server's message per field and, after a 412, theirs. */
export interface FieldsProps<Draft> {
  readonly draft: Draft;
  readonly onChange: (draft: Draft) => void;
  readonly fieldError: (field: string) => string | undefined;
  /** What the form opened with and what the other person saved, after a stale save; absent otherwise. */
  readonly opened?: Draft;
  readonly theirs?: Draft;
}

/** How one kind of configured record is listed and edited. */
export interface RecordKind<Item extends { readonly id: string; readonly version: number }, Draft, Input> {
  readonly token: symbol;
  /** Names the record's cache, and with `service-desk-admin:config.<kind>` its words. */
  readonly kind: string;
  readonly columns: readonly RecordColumn<Item>[];
  readonly nameOf: (item: Item) => string;
  readonly emptyDraft: () => Draft;
  readonly draftOf: (item: Item) => Draft;
  readonly inputOf: (draft: Draft) => Input;
  /** What the form may not send as it is, by field, checked before the server is asked. */
  readonly problemsOf?: (draft: Draft) => Readonly<Record<string, string>>;
  readonly Fields: (props: FieldsProps<Draft>) => ReactNode;
  /** A kind whose records are made elsewhere (approval workflows edit the service types) offers no add or delete. */
  readonly fixedSet?: boolean;
}

/** The draft of a record's form and the problems found in it before the server is asked. */
function useDraft<Item extends { readonly id: string; readonly version: number }, Draft, Input>(kind: RecordKind<Item, Draft, Input>, item: Item | null) {
  const [draft, setDraft] = useState(() => (item ? kind.draftOf(item) : kind.emptyDraft()));
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  return {
    draft,
    setDraft,
    problems,
    /** Whether the draft may be sent; what it may not be sent as shows at its fields. */
    check: () => {
      const found = kind.problemsOf?.(draft) ?? {};
      setProblems(found);
      return Object.keys(found).length === 0;
    },
  };
}

/** The form around a record's fields: the fields, the form's own or the server's refusal, and its buttons. */
function RecordFormBody<Item extends { readonly id: string; readonly version: number }, D, Input>({
  kind,
  form,
  submit,
  close,
  conflict,
}: {
  kind: RecordKind<Item, D, Input>;
  form: ReturnType<typeof useDraft<Item, D, Input>>;
  submit: { pending: boolean; error: string | null; fieldError: (field: string) => string | undefined; onSubmit: () => unknown };
  close: () => void;
  conflict?: { opened: D; theirs: D; reapply: () => unknown };
}) {
  const { t } = useTranslation('service-desk-admin');
  const Fields = kind.Fields;
  const blocked = Object.keys(form.problems).length > 0;
  return (
    <Form
      className="form config-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (form.check()) void submit.onSubmit();
      }}
    >
      <Fields
        draft={form.draft}
        onChange={form.setDraft}
        fieldError={(field) => form.problems[field] ?? submit.fieldError(field)}
        {...(conflict && { opened: conflict.opened, theirs: conflict.theirs })}
      />
      <FormError>{blocked ? t('config.fixFields') : submit.error}</FormError>
      <FormButtons cancel={{ onPress: close }} pending={submit.pending} onReapply={conflict?.reapply ?? null} />
    </Form>
  );
}

function AddRecordForm<Item extends { readonly id: string; readonly version: number }, D, Input>({ kind, close }: { kind: RecordKind<Item, D, Input>; close: () => void }) {
  const records = useConfigRecords<Item, Input>(kind.token, kind.kind);
  const form = useDraft(kind, null);
  const submit = useSubmit(async () => {
    await records.create.mutateAsync(kind.inputOf(form.draft));
    close();
  });
  return <RecordFormBody kind={kind} form={form} submit={submit} close={close} />;
}

/** A change names the version the drawer opened with; after a 412 the other person's values show beside the fields. */
function EditRecordForm<Item extends { readonly id: string; readonly version: number }, D, Input>({ kind, item, close }: { kind: RecordKind<Item, D, Input>; item: Item; close: () => void }) {
  const records = useConfigRecords<Item, Input>(kind.token, kind.kind);
  const [opened] = useState(item);
  const form = useDraft(kind, item);
  const save = useVersionedSave({
    record: opened,
    save: (version) => records.update.mutateAsync({ id: opened.id, input: { ...kind.inputOf(form.draft), version } }),
    fetchLatest: () => records.latest(opened.id),
    onSaved: close,
  });
  const conflict = save.theirs ? { opened: kind.draftOf(opened), theirs: kind.draftOf(save.theirs), reapply: save.reapply } : undefined;
  return <RecordFormBody kind={kind} form={form} submit={save} close={close} conflict={conflict} />;
}

/** A button that opens a record's form in a side drawer, so the list stays in view beside it. */
function FormDrawer<Item extends { readonly id: string; readonly version: number }, Draft, Input>({
  kind,
  item,
  label,
  ariaLabel,
  title,
  primary = false,
}: {
  kind: RecordKind<Item, Draft, Input>;
  item: Item | null;
  label: string;
  ariaLabel?: string;
  title: string;
  primary?: boolean;
}) {
  return (
    <DialogTrigger>
      <RippleButton className={primary ? 'button button--primary' : 'button button--small'} aria-label={ariaLabel}>
        {label}
      </RippleButton>
      <ModalDialog title={title} side="end" size="large">
        {(close) => (item ? <EditRecordForm kind={kind} item={item} close={close} /> : <AddRecordForm kind={kind} close={close} />)}
      </ModalDialog>
    </DialogTrigger>
  );
}

/**
 * One kind of the desk's configured records: the list with an edit drawer and a delete that asks first, the way to
 * add one, and the loading, empty and failed states. Server refusals show at their fields.
 */
export function ConfigSection<Item extends { readonly id: string; readonly version: number }, Draft, Input>({
  kind,
  title,
  description,
}: {
  kind: RecordKind<Item, Draft, Input>;
  title: string;
  description?: string;
}) {
  const { t } = useTranslation('service-desk-admin');
  const records = useConfigRecords<Item, Input>(kind.token, kind.kind);
  const words = (key: string, values?: Record<string, string>) => t(`config.${kind.kind}.${key}`, values);
  const actions: RecordColumn<Item> = {
    header: t('config.actions'),
    hiddenHeader: true,
    cell: (item) => (
      <span className="config-actions">
        <FormDrawer kind={kind} item={item} label={t('config.edit')} ariaLabel={t('config.editOne', { name: kind.nameOf(item) })} title={words('editTitle', { name: kind.nameOf(item) })} />
        {!kind.fixedSet && (
          <ConfirmAction
            label={t('config.delete')}
            ariaLabel={t('config.deleteOne', { name: kind.nameOf(item) })}
            title={t('config.deleteTitle', { name: kind.nameOf(item) })}
            confirmLabel={t('config.delete')}
            destructive
            onConfirm={() => records.remove.mutateAsync({ id: item.id, version: item.version })}
          >
            {t('config.deleteText')}
          </ConfirmAction>
        )}
      </span>
    ),
  };
  return (
    <section className="panel config-section" aria-labelledby={`config-${kind.kind}`}>
      <div className="config-section__head">
        <div>
          <h2 id={`config-${kind.kind}`}>{title}</h2>
          {description && <p className="muted">{description}</p>}
        </div>
        {!kind.fixedSet && <FormDrawer kind={kind} item={null} label={words('add')} title={words('addTitle')} primary />}
      </div>
      <QueryView query={records.list} isEmpty={(data) => data.items.length === 0} empty={words('empty')}>
        {(data) => <RecordTable label={title} columns={[...kind.columns, actions]} rows={data.items} rowKey={(item) => item.id} />}
      </QueryView>
    </section>
  );
}
