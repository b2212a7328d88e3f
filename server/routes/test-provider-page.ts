import { API_PREFIX } from '../../contract/descriptor';
import { escapeHtml } from '../http/escape-html';

/** The test provider's sign-in form: no script, so the portal's CSP holds here too. */
export function testProviderPage(query: { state: string; redirect_uri: string; nonce: string; login_hint?: string | undefined }) {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto">
<h1>Test identity provider</h1>
<p>For development and tests only. Choose the address this provider vouches for.</p>
<form method="get" action="${API_PREFIX}/dev/oauth/approve">
${hidden('state', query.state)}${hidden('redirect_uri', query.redirect_uri)}${hidden('nonce', query.nonce)}
<label>Email <input type="email" name="email" required value="${escapeHtml(query.login_hint ?? '')}"></label>
<button type="submit">Sign in</button>
</form></body></html>`;
}
