import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../ui/routing/screen-props';
import { PageHeader } from '../../../ui/kit/page-header';

/**
 * An external app shown in a sandboxed frame. Frame addresses come from the server's app catalogue;
 * until one is configured for the app, the screen says so instead of framing nothing.
 */
export default function EmbeddedAppScreen({ match }: ScreenProps) {
  const { t } = useTranslation(['embedded', 'shell']);
  const slug = match.params.slug ?? match.meta.slug ?? '';
  const name = t(`shell:apps.${slug}`, { defaultValue: slug });
  return (
    <section className="screen" aria-labelledby="embedded-title">
      <PageHeader title={name} titleId="embedded-title" />
      <p className="empty-state">{t('noUrl', { app: name })}</p>
    </section>
  );
}
