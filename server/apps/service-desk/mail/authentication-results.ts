interface MethodResult {
  readonly method: string;
  readonly result: string;
  readonly properties: Readonly<Record<string, string>>;
}

/** 'mx.acme.test; dkim=pass header.d=acme.test; spf=pass smtp.mailfrom=eve@acme.test' as its methods (RFC 8601). */
function methodResults(header: string): MethodResult[] {
  const [, ...results] = header.replace(/\([^()]*\)/g, ' ').split(';');
  return results.map((result) => {
    const [verdict = '', ...properties] = result.trim().split(/\s+/);
    const [method = '', outcome = ''] = verdict.toLowerCase().split('=');
    return {
      method: method.split('/')[0]!,
      result: outcome,
      properties: Object.fromEntries(
        properties.map((property) => {
          const equals = property.indexOf('=');
          return [property.slice(0, equals).toLowerCase(), property.slice(equals + 1).replace(/^"|"$/g, '').toLowerCase()];
        }),
      ),
    };
  });
}

/** The domain of an address, or the text itself when it is a bare domain (SPF's smtp.mailfrom may be either). */
const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/**
 * Whether a trusted relay's verdict says the From domain's own servers sent the mail: DMARC passed for it, a DKIM
 * signature of that very domain passed, or SPF passed for an envelope sender of it.
 *
 * Only the topmost header counts. The relay adds its own on top and must remove any that arrived with the mail
 * (RFC 8601, section 5); every header below it is the sender's to write.
 */
export function senderAuthenticated(headers: readonly string[], sender: string): boolean {
  const [top] = headers;
  if (top === undefined) return false;
  const domain = domainOf(sender);
  return methodResults(top).some(
    ({ method, result, properties }) =>
      result === 'pass' &&
      ((method === 'dmarc' && properties['header.from'] === domain) ||
        (method === 'dkim' && (properties['header.d'] === domain || domainOf(properties['header.i'] ?? '') === domain)) ||
        (method === 'spf' && domainOf(properties['smtp.mailfrom'] ?? '') === domain)),
  );
}
