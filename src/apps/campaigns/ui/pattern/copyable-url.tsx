import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';

/**
 * An address to share (a person's link, a Refresh Go campaign's): selected on focus, copied with one press where the
 * browser allows the clipboard; `note` says what to know of it until something was copied.
 */
export function CopyableUrl({ url, label, note }: { url: string; label: string; note?: string }) {
  const { t } = useTranslation('campaigns-pattern');
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <div className="copyable-url">
      <label className="field copyable-url__field">
        <span>{label}</span>
        <input className="input" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <RippleButton
        className="button button--primary"
        onPress={() => {
          // Outside a secure page there is no clipboard at all; the address stays on screen to select either way.
          const writing = navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('no clipboard'));
          void writing.then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {t('link.copy')}
      </RippleButton>
      <p className="muted copyable-url__note" role="status">
        {copied === true ? t('link.copied') : copied === false ? t('link.copyFailed') : note}
      </p>
    </div>
  );
}
