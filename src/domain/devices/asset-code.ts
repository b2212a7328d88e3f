/** What the Assets detail page is asked to find: the words typed, or the one asset a label's QR code names. */
export type AssetCode = { readonly kind: 'text'; readonly text: string } | { readonly kind: 'tag'; readonly tag: string } | { readonly kind: 'id'; readonly id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A scanner types the QR code's address into the search box like any other text, so an address is read for the
 * asset it names: `?tag=` (the labels printed now) or `/details/<id>` (labels printed before, which open Manage's
 * page); anything else is searched as typed.
 */
export function readAssetCode(input: string): AssetCode {
  const text = input.trim();
  if (!/^https?:\/\//i.test(text)) return { kind: 'text', text };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { kind: 'text', text };
  }
  const tag = url.searchParams.get('tag')?.trim();
  if (tag) return { kind: 'tag', tag };
  const id = /\/details\/([^/?#]+)/.exec(url.pathname)?.[1];
  if (id && UUID.test(decodeURIComponent(id))) return { kind: 'id', id: decodeURIComponent(id) };
  return { kind: 'text', text };
}
