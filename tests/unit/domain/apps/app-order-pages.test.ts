import { describe, expect, it } from 'vitest';
import { orderPageOf } from '../../../../src/domain/apps/app-order-pages';

describe("the page an order's app works on it in", () => {
  it("sends Manage Orders' corporate orders to Repair's order page, and other kinds nowhere", () => {
    expect(orderPageOf('corporate', 'o-1')).toEqual({ slug: 'repair-devices', href: '/apps/repair-devices/thankyou/o-1' });
    expect(orderPageOf('shop', 'o-1')).toBeNull();
  });
});
