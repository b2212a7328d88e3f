import { useTranslation } from 'react-i18next';
import { ManageFrame } from '../shared/manage-frame';

// Placeholder until this screen is built in this session.
export default function Screen() {
  const { t } = useTranslation('manage');
  return <ManageFrame title={t('sections.archived')}>{null}</ManageFrame>;
}
