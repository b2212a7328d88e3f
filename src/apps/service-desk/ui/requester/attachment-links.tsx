import { Paperclip } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '../../application/ports/ticket-views';
import { FileSize } from './file-size';

/** A ticket's or message's files as links (short-lived signed addresses), each opening in a new tab. */
export function AttachmentLinks({ attachments }: { attachments: readonly Attachment[] }) {
  const { t } = useTranslation('service-desk');
  if (attachments.length === 0) return null;
  return (
    <ul className="attachment-list" aria-label={t('attachments.title')}>
      {attachments.map((file) => (
        <li key={file.id}>
          <Paperclip size={14} aria-hidden="true" />
          <a href={file.url} target="_blank" rel="noopener noreferrer" className="attachment-list__name">
            {file.filename}
          </a>
          <FileSize bytes={file.size} />
        </li>
      ))}
    </ul>
  );
}
