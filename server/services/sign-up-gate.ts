import { ProblemTypes } from '../../contract/problem';
import type { ServerConfig } from '../config';
import { ApiProblem } from '../problems';
import type { Repositories } from '../repositories';
import { hashToken } from '../security/tokens';

/**
 * Who may found an organisation: the holder of a valid setup link (printed at a production portal's first start),
 * else anyone while sign-up is open and the portal has its first organisation, so that no stranger sets it up
 * first. Run it inside the sign-up transaction: the link is spent only with the organisation it founds.
 */
export async function admitSignUp(repos: Repositories, config: ServerConfig, setupToken: string | undefined, now: Date): Promise<void> {
  if (setupToken !== undefined) {
    if (await repos.setupTokens.takeAll(hashToken(setupToken), now)) return;
    throw new ApiProblem(
      403,
      ProblemTypes.setupLinkInvalid,
      'The setup link is not valid',
      'It was used already or has expired. While no organisation exists, each start of the server prints a new one.',
    );
  }
  if (config.signupOpen && (await repos.organisations.any())) return;
  throw new ApiProblem(403, ProblemTypes.signUpClosed, 'Sign-up is closed', 'Ask an administrator of your organisation to add you.');
}
