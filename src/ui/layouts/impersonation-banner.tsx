import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SIGN_OUT, type SignOut } from '../../application/session/sign-out';
import { useProblemText } from '../kit/problem-text';
import { RippleButton } from '../feedback/ripple-button';
import { useSessionInfo } from '../queries/use-session-info';
import { useService } from '../services/service-context';
import { FormError } from '../kit/form-error';

/** While an admin acts as someone else, every screen says so, and one click ends it. */
export function ImpersonationBanner() {
  const { t } = useTranslation('shell');
  const { problemText } = useProblemText();
  const info = useSessionInfo();
  const signOut = useService<SignOut>(SIGN_OUT);
  const end = useMutation({ mutationFn: () => signOut.endImpersonation() });
  const impersonator = info.data?.impersonator;
  if (!impersonator || !info.data) return null;
  return (
    <div className="impersonation-banner" role="region" aria-label={t('impersonation.label')}>
      <p>{t('impersonation.text', { admin: impersonator.name, user: info.data.user.name })}</p>
      <RippleButton className="button" isPending={end.isPending} onPress={() => end.mutate()}>
        {t('impersonation.end')}
      </RippleButton>
      <FormError>{end.isError && problemText(end.error)}</FormError>
    </div>
  );
}
