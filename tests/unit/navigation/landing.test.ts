import { describe, expect, it } from 'vitest';
import { landingAfterSignIn } from '../../../src/domain/navigation/landing';

describe('where sign-in lands', () => {
  it('returns to the place asked for before signing in', () => {
    expect(landingAfterSignIn({ path: '/apps/shop/cart?step=2', meta: { slug: 'shop' } })).toBe('/apps/shop/cart?step=2');
  });

  it('goes to the dashboard when nothing was asked for, or when that was a sign-in page', () => {
    expect(landingAfterSignIn(null)).toBe('/dashboard');
    expect(landingAfterSignIn({ path: '/login', meta: {} })).toBe('/dashboard');
    expect(landingAfterSignIn({ path: '/login-user/e/h', meta: {} })).toBe('/dashboard');
  });
});
