import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SIGN_IN, type SignIn } from '../../../application/session/sign-in';
import { useProblemText } from '../../kit/problem-text';
import { ScreenLoading } from '../../kit/screen-loading';
import type { ScreenProps } from '../../routing/screen-props';
import { useService } from '../../services/service-context';

/**
 * /login-user/{emailid}/{hash}/{type?}/{adminId?}: a single-use link. The query redeems it once, however
 * often the screen renders; a used, expired or forged link ends here with the reason, never with a session.
 */
export default function LoginUserScreen({ match }: ScreenProps) {
  const { t } = useTranslation('shell');
  const { problemText } = useProblemText();
  const signIn = useService<SignIn>(SIGN_IN);
  const { emailid = '', hash = '', type, adminId } = match.params;
  const link = { emailid, hash, ...(type && { type }), ...(adminId && { adminId }) };
  const redeeming = useQuery({
    queryKey: ['login-link', link],
    queryFn: async () => {
      await signIn.withLoginLink(link);
      return true;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return (
    <>
      <h1>{t('routes.login-default-user')}</h1>
      {redeeming.isError ? (
        <>
          <p role="alert" className="form__error">
            {problemText(redeeming.error)}
          </p>
          <Link href="/login" className="button button--primary">
            {t('loginLink.toLogin')}
          </Link>
        </>
      ) : (
        <ScreenLoading />
      )}
    </>
  );
}
