import { DialogTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../ui/feedback/ripple-button';
import type { ActionWords } from '../../../ui/kit/action-words';
import { formatTimestamp } from '../../../ui/kit/format';
import { ModalDialog } from '../../../ui/kit/modal-dialog';
import type { TrailEntry } from '../application/ports/trail-gateway';

const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

/** One entry whole: what (in words, and its code), who, on whose behalf, when, which record, and the record before and after. */
export function TrailEntryDialog({ entry, words }: { entry: TrailEntry; words: ActionWords }) {
  const { t, i18n } = useTranslation('audit');
  const action = words.label(entry.action);
  return (
    <DialogTrigger>
      <RippleButton className="button button--small" aria-label={t('entry.open', { action })}>
        {t('entry.details')}
      </RippleButton>
      <ModalDialog title={action} size="large">
        {() => (
          <div className="stack">
            <dl className="facts">
              <dt>{t('entry.code')}</dt>
              <dd>
                <code>{entry.action}</code>
              </dd>
              <dt>{t('columns.at')}</dt>
              <dd>{formatTimestamp(entry.at, i18n.language)}</dd>
              <dt>{t('columns.person')}</dt>
              <dd>{entry.user ? `${entry.user.name} <${entry.user.email}>` : t('entry.system')}</dd>
              {entry.impersonator && (
                <>
                  <dt>{t('entry.actingAdmin')}</dt>
                  <dd>{`${entry.impersonator.name} <${entry.impersonator.email}>`}</dd>
                </>
              )}
              <dt>{t('columns.record')}</dt>
              <dd>
                <code>{[entry.entityType, entry.entityId].filter(Boolean).join(' · ')}</code>
              </dd>
            </dl>
            <div className="trail-entry__states">
              <section aria-label={t('entry.before')}>
                <h3>{t('entry.before')}</h3>
                <pre className="trail-entry__json">{shown(entry.before)}</pre>
              </section>
              <section aria-label={t('entry.after')}>
                <h3>{t('entry.after')}</h3>
                <pre className="trail-entry__json">{shown(entry.after)}</pre>
              </section>
            </div>
          </div>
        )}
      </ModalDialog>
    </DialogTrigger>
  );
}
