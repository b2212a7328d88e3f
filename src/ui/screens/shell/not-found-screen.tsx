import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ScreenProps } from '../../routing/screen-props';

export default function NotFoundScreen({ location }: ScreenProps) {
  const { t } = useTranslation('shell');
  return (
    <section className="screen screen--centered" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body', { path: location.path })}</p>
      <Link href="/dashboard" className="button button--primary">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
