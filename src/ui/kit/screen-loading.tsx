import { useTranslation } from 'react-i18next';

export function ScreenLoading() {
  const { t } = useTranslation('shell');
  return (
    <p className="screen-loading" role="status">
      <span className="screen-loading__spinner" aria-hidden="true" />
      {t('loading')}
    </p>
  );
}
