import { useState } from 'react';
import { RippleButton } from '../../../ui/feedback/ripple-button';

export interface ShownOnceWords {
  /** Why it must be copied now. */
  readonly once: string;
  readonly label: string;
  readonly copy: string;
  readonly copied: string;
  readonly done: string;
}

/** A secret just made (an API token, a webhook signing secret), shown this once, with a copy button. */
export function SecretShownOnce({ secret, words, onDone }: { secret: string; words: ShownOnceWords; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="stack">
      <p>{words.once}</p>
      <code className="token-secret" aria-label={words.label} style={{ overflowWrap: 'anywhere', userSelect: 'all' }}>
        {secret}
      </code>
      <p role="status">{copied ? words.copied : ''}</p>
      <div className="dialog__actions">
        <RippleButton className="button" onPress={() => void navigator.clipboard.writeText(secret).then(() => setCopied(true))}>
          {words.copy}
        </RippleButton>
        <RippleButton className="button button--primary" onPress={onDone}>
          {words.done}
        </RippleButton>
      </div>
    </div>
  );
}
