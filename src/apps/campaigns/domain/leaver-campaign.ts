const DAY_MS = 24 * 60 * 60 * 1000;
/** A campaign's name is short text; a person's name may be as long, so the prefix must not push it over. */
const NAME_LENGTH = 120;

/**
 * The Recover campaign offboarding proposes for one leaver: named after them, with the words their return page opens
 * with, and starting the next day, so that the admin who offboarded them can look at it before it writes to them.
 */
export function leaverCampaign(leaverName: string, now: Date) {
  return {
    name: `Leaver: ${leaverName}`.slice(0, NAME_LENGTH),
    contactDate: new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10),
    message: 'Thank you for your time with us. Please send back the company devices you still hold; this page helps you do it.',
  };
}
