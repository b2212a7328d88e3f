import { useTranslation } from 'react-i18next';
import { ManageFrame } from '../shared/app-frame';
import { CsvImport } from './csv-import';
import { ReviewQueue } from './review-queue';
import { WaitingHolders } from './waiting-holders';

/** Assets arrive from a CSV into a queue, and become assets only when a person has looked at each. */
export default function ImportedAssetsScreen() {
  const { t } = useTranslation(['manage-review', 'manage']);
  return (
    <ManageFrame title={t('manage:sections.imports')} lead={t('lead')}>
      <CsvImport />
      <ReviewQueue />
      <WaitingHolders />
    </ManageFrame>
  );
}
