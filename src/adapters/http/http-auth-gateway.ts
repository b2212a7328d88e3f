import type { KyInstance } from 'ky';
import * as z from 'zod';
import type { AuthGateway, SignInAnswer } from '../../application/ports/auth-gateway';
import { problemMessage } from './api-client';

const signInAnswer = z.object({ token: z.string().min(1), allowedApps: z.array(z.string()) });

/** Sign-in over the API; an answer that does not fit the contract is an error, never trusted. */
export class HttpAuthGateway implements AuthGateway {
  constructor(private readonly api: KyInstance) {}

  async signIn(email: string, password: string): Promise<SignInAnswer> {
    try {
      return signInAnswer.parse(await this.api.post('auth/sign-in', { json: { email, password } }).json());
    } catch (error) {
      throw new Error(await problemMessage(error));
    }
  }
}
