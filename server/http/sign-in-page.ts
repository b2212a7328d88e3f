import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, pickLanguage, type Language } from '../../src/domain/i18n/language';
import { cookieOf } from './request-cookie';

/** The route the build prerenders: its page carries the sign-in form in each language (scripts/prerender-sign-in.mjs). */
export const SIGN_IN_PATH = '/login';

/** The file the build wrote for a language. */
export const signInPageFile = (language: Language) => `sign-in.${language}.html`;

/** The tags of an Accept-Language header, most wanted first (`de-AT,de;q=0.9,en;q=0.8`); `*` and q=0 left out. */
export function acceptedLanguages(header: string | undefined): string[] {
  const weighted = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { tag: tag.trim(), weight: q ? Number(q.slice(2)) : 1, order };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0);
  return weighted.sort((a, b) => b.weight - a.weight || a.order - b.order).map(({ tag }) => tag);
}

/** The language the sign-in page opens in: the one this browser last showed the portal in, else its own. */
export function signInLanguage(request: FastifyRequest): Language {
  return pickLanguage(cookieOf(request, LANGUAGE_COOKIE), acceptedLanguages(request.headers['accept-language']));
}
