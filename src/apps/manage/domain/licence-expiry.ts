const SOON_DAYS = 30;
const DAY_MS = 86_400_000;

type Expiry = 'expired' | 'soon' | 'later' | 'none';

/** Where a licence's last day stands against today: past, within 30 days (time to renew), or further off. */
export function expiryOf(expiresOn: string | null, today: Date = new Date()): Expiry {
  if (!expiresOn) return 'none';
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  const [year, month, day] = expiresOn.split('-').map(Number);
  const days = (Date.UTC(year!, month! - 1, day!) - todayUtc) / DAY_MS;
  if (days < 0) return 'expired';
  return days <= SOON_DAYS ? 'soon' : 'later';
}
