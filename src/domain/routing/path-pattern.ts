import type { RouteParams } from './route';

/** One segment of a path pattern. */
type Segment =
  | { readonly kind: 'static'; readonly text: string }
  | { readonly kind: 'param'; readonly name: string; readonly suffix: string; readonly optional: boolean };

const PARAM = /^:([A-Za-z_][A-Za-z0-9_]*)(.*?)(\?)?$/;

export function parsePattern(pattern: string): readonly Segment[] {
  return splitPath(pattern).map((text): Segment => {
    const param = PARAM.exec(text);
    if (!param) return { kind: 'static', text };
    return { kind: 'param', name: param[1]!, suffix: param[2] ?? '', optional: param[3] === '?' };
  });
}

export function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Params of `path` if it fits `pattern`, else null. Optional parameters may only trail. */
export function matchPattern(pattern: readonly Segment[], path: string): RouteParams | null {
  const parts = splitPath(path);
  const required = pattern.filter((s) => s.kind === 'static' || !s.optional).length;
  if (parts.length < required || parts.length > pattern.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of pattern.entries()) {
    const part = parts[index];
    if (part === undefined) return params;
    if (segment.kind === 'static') {
      if (part !== segment.text) return null;
      continue;
    }
    if (!part.endsWith(segment.suffix) || part.length === segment.suffix.length) return null;
    const value = decodeSegment(part.slice(0, part.length - segment.suffix.length));
    if (value === null) return null;
    params[segment.name] = value;
  }
  return params;
}

/**
 * How specific a pattern is, so that the most specific of several matching routes wins:
 * a literal segment beats a parameter with a suffix, which beats a bare parameter.
 */
export function specificity(pattern: readonly Segment[]): number[] {
  return pattern.map((s) => (s.kind === 'static' ? 3 : s.suffix ? 2 : s.optional ? 0 : 1));
}

/** Fills a template's parameters; null when a required one is missing. */
export function fillPattern(template: string, params: RouteParams): string | null {
  const filled: string[] = [];
  for (const segment of parsePattern(template)) {
    if (segment.kind === 'static') {
      filled.push(segment.text);
      continue;
    }
    const value = params[segment.name];
    if (value === undefined || value === '') {
      if (segment.optional) continue;
      return null;
    }
    filled.push(encodeURIComponent(value) + segment.suffix);
  }
  return '/' + filled.join('/');
}
