import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../routing/screen-props';

/** Both confirmation addresses of spec 2.1 say the same: the request arrived. */
export default function DemoSubmittedScreen({ match }: ScreenProps) {
  const { t } = useTranslation('shell');
  return (
    <section className="screen screen--narrow" aria-labelledby="demo-done-title">
      <h1 id="demo-done-title">{t(`routes.${match.route.name}`)}</h1>
      <p role="status">{t('demo.thanks')}</p>
    </section>
  );
}
