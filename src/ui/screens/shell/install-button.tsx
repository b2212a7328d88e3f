import { useTranslation } from 'react-i18next';
import type { AppListing } from '../../../application/ports/apps-gateway';
import { useProblemText } from '../../kit/problem-text';
import { RippleButton } from '../../feedback/ripple-button';
import { useAppInstallation } from '../../queries/use-apps';
import { FormError } from '../../kit/form-error';

/** For administrators: install an app for the organisation, or remove it. */
export function InstallButton({ app, name, className = 'button' }: { app: AppListing; name: string; className?: string }) {
  const { t } = useTranslation('shell');
  const { problemText } = useProblemText();
  const installation = useAppInstallation();
  const label = app.installed ? t('appStore.uninstall', { app: name }) : t('appStore.install', { app: name });
  return (
    <>
      <RippleButton
        className={className}
        isPending={installation.isPending}
        onPress={() => installation.mutate({ slug: app.slug, install: !app.installed })}
        aria-label={label}
      >
        {app.installed ? t('appStore.uninstallShort') : t('appStore.installShort')}
      </RippleButton>
      <FormError>{installation.isError && problemText(installation.error)}</FormError>
    </>
  );
}
