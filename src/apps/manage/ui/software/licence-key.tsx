import { useState } from 'react';
import { Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Licence } from '../../application/ports/software-gateway';
import { FormError } from '../../../../ui/kit/form-error';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { useRevealKey } from '../queries/use-software';

/** The key masked; the whole key only on an explicit, audited reveal, with a copy and a way to hide it again. */
export function LicenceKey({ licence }: { licence: Licence }) {
  const { t } = useTranslation('manage-software');
  const { problemText } = useProblemText();
  const reveal = useRevealKey(licence.id);
  const [copied, setCopied] = useState<'copied' | 'copyFailed' | null>(null);
  if (licence.keyMasked === null) return <span className="muted">{t('licence.noKey')}</span>;
  const key = reveal.data;
  if (typeof key === 'string') {
    return (
      <span className="licence-key">
        <code>{key}</code>
        <RippleButton
          className="button"
          onPress={() => {
            // The clipboard is missing outside secure pages and may be refused; either way the key stays on screen.
            const writing = navigator.clipboard?.writeText(key) ?? Promise.reject(new Error('no clipboard'));
            writing.then(() => setCopied('copied'), () => setCopied('copyFailed'));
          }}
        >
          {t('key.copy')}
        </RippleButton>
        <RippleButton
          className="button"
          onPress={() => {
            reveal.reset();
            setCopied(null);
          }}
        >
          {t('key.hide')}
        </RippleButton>
        <span role="status">{copied ? t(`key.${copied}`) : ''}</span>
      </span>
    );
  }
  return (
    <span className="licence-key">
      <code>{licence.keyMasked}</code>
      <RippleButton className="button" isPending={reveal.isPending} onPress={() => reveal.mutate()} aria-describedby="licence-key-audit">
        {t('key.reveal')}
      </RippleButton>
      <Text id="licence-key-audit" className="field__hint">
        {t('key.audited')}
      </Text>
      <FormError>{reveal.isError ? problemText(reveal.error) : null}</FormError>
    </span>
  );
}
