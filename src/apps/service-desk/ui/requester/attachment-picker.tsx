import { X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { FileDropZone } from '../../../../ui/kit/file-drop-zone';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { ATTACHMENT_TYPES, type Attachment, type AttachmentUpload } from '../../application/ports/ticket-views';
import { FileSize } from './file-size';

interface PickedFile {
  readonly key: string;
  readonly filename: string;
  readonly uploaded: Attachment | null;
  readonly failure: string | null;
}

/**
 * Files picked for a new ticket or a reply: each uploads as soon as it is picked, and the ticket or reply names the
 * uploaded ones. A file that fails says why and can be removed.
 */
export function useAttachments(upload: (file: AttachmentUpload) => Promise<Attachment>) {
  const { problemText } = useProblemText();
  const [files, setFiles] = useState<readonly PickedFile[]>([]);
  const picks = useRef(0);
  const settle = (key: string, change: Partial<PickedFile>) => setFiles((before) => before.map((each) => (each.key === key ? { ...each, ...change } : each)));
  return {
    files,
    add: (picked: readonly File[]) => {
      for (const file of picked) {
        const key = String((picks.current += 1));
        setFiles((before) => [...before, { key, filename: file.name, uploaded: null, failure: null }]);
        upload({ file }).then(
          (uploaded) => settle(key, { uploaded }),
          (error: unknown) => settle(key, { failure: problemText(error) }),
        );
      }
    },
    remove: (key: string) => setFiles((before) => before.filter((each) => each.key !== key)),
    clear: () => setFiles([]),
    /** The uploaded files' ids, for the ticket or reply. */
    ids: files.flatMap((each) => (each.uploaded ? [each.uploaded.id] : [])),
    /** Whether a file is still on its way: the form waits for it. */
    busy: files.some((each) => !each.uploaded && !each.failure),
  };
}

type Attachments = ReturnType<typeof useAttachments>;

/** Files dropped, pasted or chosen (several at once), and the files picked so far. */
export function AttachmentPicker({ attachments, label }: { attachments: Attachments; label?: string }) {
  const { t } = useTranslation('service-desk');
  return (
    <div className="field attachment-picker">
      <FileDropZone
        label={label ?? t('attachments.add')}
        hint={t('attachments.hint')}
        acceptedTypes={ATTACHMENT_TYPES}
        wrongType={t('attachments.wrongType')}
        allowsMultiple
        onFiles={attachments.add}
      />
      {attachments.files.length > 0 && (
        <ul className="attachment-list" aria-label={t('attachments.picked')} aria-live="polite">
          {attachments.files.map((file) => (
            <li key={file.key}>
              <span className="attachment-list__name">{file.filename}</span>
              {file.uploaded && <FileSize bytes={file.uploaded.size} />}
              {!file.uploaded && !file.failure && <span className="muted">{t('attachments.uploading')}</span>}
              {file.failure && <span className="form__error">{file.failure}</span>}
              <RippleButton
                className="button button--icon button--ghost"
                aria-label={t('attachments.remove', { name: file.filename })}
                onPress={() => attachments.remove(file.key)}
              >
                <X size={16} aria-hidden="true" />
              </RippleButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
