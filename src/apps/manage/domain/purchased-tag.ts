/** The start every tag of one order's devices shares: `DH12-` for Device Hub order 12. */
export const purchasedTagPrefix = (orderNumber: number) => `DH${orderNumber}-`;

/**
 * The tags a bought order's new devices get, `position` on from those it has (`DH12-3` is order 12's third device); a
 * tag someone already gave another asset by hand is passed over for the next (`DH12-3-2`), never a failed save.
 */
export function purchasedAssetTags(orderNumber: number, firstPosition: number, count: number, taken: ReadonlySet<string>): string[] {
  const given = new Set(taken);
  return Array.from({ length: count }, (_, index) => {
    const wanted = `${purchasedTagPrefix(orderNumber)}${firstPosition + index}`;
    let tag = wanted;
    for (let attempt = 2; given.has(tag); attempt += 1) tag = `${wanted}-${attempt}`;
    given.add(tag);
    return tag;
  });
}
