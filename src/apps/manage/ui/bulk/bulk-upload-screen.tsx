import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../ui/kit/page-header';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { BulkHistory } from './bulk-history';
import { BulkUploadFlow } from './bulk-upload-flow';

/**
 * Bulk Upload (bulk-orders): files of assets, users, locations, licences and accessories, Snipe-IT's among them,
 * read and checked in the browser, fixed in place and imported in batches; the history keeps each file's summary
 * and the rows still waiting.
 */
export default function BulkUploadScreen() {
  const { t } = useTranslation('manage-bulk');
  const [view, setView] = useState<'upload' | 'history'>('upload');
  return (
    <div className="page bulk-upload">
      <PageHeader
        title={t('title')}
        lead={t('lead')}
        actions={
          <div className="bulk-upload__views" role="group" aria-label={t('views')}>
            <RippleButton className={view === 'upload' ? 'button button--primary' : 'button'} aria-pressed={view === 'upload'} onPress={() => setView('upload')}>
              {t('view.upload')}
            </RippleButton>
            <RippleButton className={view === 'history' ? 'button button--primary' : 'button'} aria-pressed={view === 'history'} onPress={() => setView('history')}>
              {t('view.history')}
            </RippleButton>
          </div>
        }
      />
      {view === 'upload' ? <BulkUploadFlow /> : <BulkHistory />}
    </div>
  );
}
