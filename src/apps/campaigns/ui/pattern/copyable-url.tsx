import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';

/** Whether the address went to the clipboard: outside a secure page there is none, and a browser may refuse. */
function writeClipboard(url: string): Promise<boolean> {
  return (navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('no clipboard'))).then(
    () => true,
    () => false,
  );
}

/**
 * An address to share (a person's link, a Refresh Go campaign's): selected on focus, copied with one press where the
 * browser allows the clipboard; `note` says what to know of it, and a status whether it was copied. `copyAtOnce` copies it
 * as it is shown, for an address someone asked to copy (the browser may refuse: the button stays).
 */
export function CopyableUrl({ url, label, note, copyAtOnce = false }: { url: string; label: string; note?: string; copyAtOnce?: boolean }) {
  const { t } = useTranslation('campaigns-pattern');
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () => void writeClipboard(url).then(setCopied);
  useEffect(() => {
    if (copyAtOnce) void writeClipboard(url).then(setCopied);
  }, [copyAtOnce, url]);
  return (
    <div className="copyable-url">
      <label className="field copyable-url__field">
        <span>{label}</span>
        <input className="input" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <RippleButton className="button button--primary" onPress={copy}>
        {t('link.copy')}
      </RippleButton>
      {note && <p className="muted copyable-url__note">{note}</p>}
      <p className="copyable-url__note" role="status">
        {copied === true ? t('link.copied') : copied === false ? t('link.copyFailed') : null}
      </p>
    </div>
  );
}
