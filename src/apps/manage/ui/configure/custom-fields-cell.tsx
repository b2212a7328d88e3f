import { DialogTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { ConfirmAction } from '../../../../ui/kit/confirm-action';
import { ModalDialog } from '../../../../ui/kit/modal-dialog';
import { CUSTOM_FIELD_KINDS } from '../../domain/fleet-config';
import { useFieldChanges } from '../queries/configure';
import { ConfigForm } from './config-form';

interface Field {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
  readonly required: boolean;
  readonly options: readonly string[];
  readonly version: number;
}

/** A product type's custom fields, each removable, and the form that adds one (a list takes its options a line each). */
export function CustomFieldsCell({ type }: { type: { readonly id: string; readonly name: string } & Record<string, unknown> }) {
  const { t } = useTranslation('manage-configure');
  const changes = useFieldChanges();
  const fields = (type.fields as readonly Field[] | undefined) ?? [];
  return (
    <div className="config-fields">
      <ul className="config-fields__list">
        {fields.map((field) => (
          <li key={field.id}>
            <span>
              {field.name} ({t(`fieldKinds.${field.kind}`)}
              {field.required ? `, ${t('fields.required')}` : ''})
            </span>
            <ConfirmAction
              label={t('delete')}
              ariaLabel={t('deleteOne', { name: field.name })}
              title={t('deleteTitle', { name: field.name })}
              confirmLabel={t('delete')}
              destructive
              onConfirm={() => changes.remove.mutateAsync({ id: field.id, version: field.version })}
            >
              {t('deleteText')}
            </ConfirmAction>
          </li>
        ))}
      </ul>
      <DialogTrigger>
        <RippleButton className="button button--small" aria-label={t('fields.addFieldTo', { name: type.name })}>
          {t('fields.addField')}
        </RippleButton>
        <ModalDialog title={t('fields.addFieldTo', { name: type.name })} side="end">
          {(close) => (
            <ConfigForm
              close={close}
              initial={{ name: '', kind: 'text', options: '', required: false }}
              fields={[
                { key: 'name', label: t('fields.name'), type: 'text', required: true },
                { key: 'kind', label: t('fields.fieldKind'), type: 'select', required: true, options: CUSTOM_FIELD_KINDS.map((kind) => ({ value: kind, label: t(`fieldKinds.${kind}`) })) },
                { key: 'options', label: t('fields.options'), type: 'lines', hint: t('fields.optionsHint') },
                { key: 'required', label: t('fields.required'), type: 'check' },
              ]}
              onSave={(draft) => {
                const options = String(draft.options).split('\n').map((line) => line.trim()).filter(Boolean);
                return changes.create.mutateAsync({ typeId: type.id, values: { name: String(draft.name).trim(), kind: draft.kind, options, required: draft.required === true } });
              }}
            />
          )}
        </ModalDialog>
      </DialogTrigger>
    </div>
  );
}
