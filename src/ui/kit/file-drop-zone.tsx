import { useId, useState, type ReactNode } from 'react';
import { DropZone, FileTrigger, type DropItem, type FileDropItem } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../feedback/ripple-button';
import { FormError } from './form-error';

const isFile = (item: DropItem): item is FileDropItem => item.kind === 'file';

/**
 * Whether a file is of an accepted type, as the browser's own picker reads `accept`: a MIME type, a family
 * (`image/*`) or an extension (`.csv`). The extension counts on its own because browsers label the same CSV file
 * text/csv, application/vnd.ms-excel or nothing at all, depending on the system.
 */
function accepts(types: readonly string[], file: File): boolean {
  const name = file.name.toLowerCase();
  return types.some((type) => {
    if (type.startsWith('.')) return name.endsWith(type.toLowerCase());
    if (type.endsWith('/*')) return file.type.startsWith(type.slice(0, -1));
    return file.type === type;
  });
}

interface FileDropZoneProps {
  /** What the files are for: names the file input, and with the drop instruction, the zone itself. */
  readonly label: string;
  /** Where the zone's heading says the same already (a photo panel), the label is read out but not shown. */
  readonly labelHidden?: boolean;
  /** What may be chosen: the accepted types in words, and any limit. */
  readonly hint: ReactNode;
  /** MIME types, families (`image/*`) or extensions (`.csv`). */
  readonly acceptedTypes: readonly string[];
  /** What to choose instead, said after the names of the files refused. */
  readonly wrongType: string;
  /** The button that opens the browser's file picker. */
  readonly chooseLabel?: string;
  readonly allowsMultiple?: boolean;
  readonly isDisabled?: boolean;
  /** The files of an accepted type: all of them, or only the first unless `allowsMultiple`. */
  readonly onFiles: (files: readonly File[]) => void;
  readonly className?: string;
  /** Shown above the buttons, e.g. the current photo. */
  readonly children?: ReactNode;
  /** Buttons beside the choose button. */
  readonly actions?: ReactNode;
}

/**
 * A file dropped, pasted or chosen with a button: the one way files come into the portal. A file of another type is
 * refused here, named in the message with what to choose instead, before anything is sent.
 */
export function FileDropZone({
  label,
  labelHidden = false,
  hint,
  acceptedTypes,
  wrongType,
  chooseLabel,
  allowsMultiple = false,
  isDisabled = false,
  onFiles,
  className,
  children,
  actions,
}: FileDropZoneProps) {
  const { t } = useTranslation('kit');
  const inputId = useId();
  const hintId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const files = allowsMultiple ? 2 : 1;

  const take = (picked: readonly File[]) => {
    const offered = allowsMultiple ? picked : picked.slice(0, 1);
    const refused = offered.filter((file) => !accepts(acceptedTypes, file));
    const accepted = offered.filter((file) => accepts(acceptedTypes, file));
    setRefusal(
      refused.length > 0 ? t('files.refused', { count: refused.length, names: refused.map((file) => file.name).join(', '), advice: wrongType }) : null,
    );
    if (accepted.length > 0) onFiles(accepted);
  };

  return (
    <DropZone
      className={className ? `file-drop ${className}` : 'file-drop'}
      aria-label={t('files.zone', { label, count: files })}
      isDisabled={isDisabled}
      onDrop={async (event) => take(await Promise.all(event.items.filter(isFile).map((item) => item.getFile())))}
    >
      <label htmlFor={inputId} className={labelHidden ? 'visually-hidden' : 'file-drop__label'}>
        {label}
      </label>
      {children}
      <div className="file-drop__actions">
        <FileTrigger
          // Its hidden input takes no id through the props' types: the label finds it by the one set here.
          ref={(input) => {
            if (input) input.id = inputId;
          }}
          acceptedFileTypes={acceptedTypes}
          allowsMultiple={allowsMultiple}
          onSelect={(list) => take(Array.from(list ?? []))}
        >
          <RippleButton className="button" isDisabled={isDisabled} aria-describedby={hintId}>
            {chooseLabel ?? t('files.choose', { count: files })}
          </RippleButton>
        </FileTrigger>
        {actions}
        <span className="muted file-drop__or" aria-hidden="true">
          {t('files.orDrop', { count: files })}
        </span>
      </div>
      <p id={hintId} className="muted file-drop__hint">
        {hint}
      </p>
      <FormError>{refusal}</FormError>
    </DropZone>
  );
}
