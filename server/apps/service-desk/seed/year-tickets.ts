import { dayOf, daysBefore, demoDice, type FleetDevice } from '../../../kernel';

/** A ticket of the demo, dated by its age; `requester` names who raised it. */
export interface DemoTicket<Requester = string> {
  readonly serviceType: 'service' | 'problem';
  readonly subject: string;
  readonly description: string;
  readonly category: string;
  readonly status: string;
  readonly ageHours: number;
  readonly requester: Requester;
  readonly agentReply?: string;
  readonly note?: string;
  readonly tags?: string[];
  /** The device it is about, one the requester holds. */
  readonly assetId?: string;
  /** From raised to resolved, for a resolved or closed one; four hours when not said. */
  readonly hoursToResolve?: number;
}

type Topic = Pick<DemoTicket, 'serviceType' | 'subject' | 'description' | 'category' | 'agentReply'> & { readonly about?: string };

/** What a 40-person office asks its desk over a year; `about` is the type of device it concerns. */
const TOPICS: readonly Topic[] = [
  { serviceType: 'problem', subject: 'Laptop battery drains by lunchtime', description: 'The battery goes from full to empty in about three hours.', category: 'Hardware', about: 'laptop', agentReply: 'The battery is worn; a replacement is ordered.' },
  { serviceType: 'problem', subject: 'Keys stick on my keyboard', description: 'Several keys stick since this morning.', category: 'Hardware', about: 'laptop', agentReply: 'Please bring it to the Berlin desk; you get a loan laptop meanwhile.' },
  { serviceType: 'problem', subject: 'Phone does not charge', description: 'My work phone stopped charging overnight.', category: 'Hardware', about: 'phone', agentReply: 'A new cable fixed it.' },
  { serviceType: 'problem', subject: 'Monitor stays black when docked', description: 'The external monitor is not detected through the dock.', category: 'Hardware', about: 'monitor', agentReply: 'A firmware update of the dock fixed it.' },
  { serviceType: 'problem', subject: 'Laptop fan is very loud', description: 'The fan runs at full speed all day, even when idle.', category: 'Hardware', about: 'laptop', agentReply: 'Cleaned and re-pasted; it is quiet again.' },
  { serviceType: 'problem', subject: 'Cracked phone screen', description: 'I dropped my phone and the screen is cracked.', category: 'Hardware', about: 'phone', agentReply: 'Sent to repair; here is a spare phone until it is back.' },
  { serviceType: 'problem', subject: 'Outlook keeps asking for my password', description: 'Outlook asks for my password every few minutes.', category: 'Software', agentReply: 'Your cached credentials were stale; cleared.' },
  { serviceType: 'service', subject: 'Software access: Adobe Acrobat', description: 'I need to edit PDFs for contracts.', category: 'Software', agentReply: 'Granted; it appears in your apps within the hour.' },
  { serviceType: 'problem', subject: 'Wi-Fi in meeting room 3 is slow', description: 'Video calls freeze in room 3.', category: 'Network', agentReply: 'An access point was replaced.' },
  { serviceType: 'service', subject: 'Access to the finance share', description: 'Please add me to the finance drive.', category: 'Access', agentReply: 'Added, with your manager’s approval.' },
  { serviceType: 'problem', subject: 'VPN will not connect from the hotel', description: 'The VPN times out on the hotel network.', category: 'Network', agentReply: 'Use the TCP profile on hotel networks; attached.' },
  { serviceType: 'service', subject: 'Accounts for a new starter', description: 'A new colleague starts on Monday and needs accounts.', category: 'Access', agentReply: 'Accounts are ready; the laptop waits at reception.' },
];

const DAY_HOURS = 24;

/**
 * The staff's tickets over the last twelve months, oldest closed, the last weeks' in every state: about forty, one
 * or two a week. A device topic names the requester's device of that type when they hold one, and held it then: bought
 * over a week before the ticket (Manage hands a device out within days of its purchase).
 */
export function yearOfTickets(staff: readonly string[], fleet: readonly FleetDevice[], now: Date): DemoTicket[] {
  if (staff.length === 0) return [];
  const dice = demoDice(11);
  const recentStatuses = ['new', 'open', 'open', 'waiting-on-customer', 'waiting-on-third-party', 'resolved', 'resolved', 'closed'];
  return Array.from({ length: 40 }, (_, index): DemoTicket => {
    const recent = index >= 32;
    const ageDays = recent ? (40 - index) * 3 + dice.between(0, 2) : 360 - index * 10 - dice.between(0, 6);
    const topic = dice.pick(TOPICS);
    const requester = dice.pick(staff);
    const heldSince = dayOf(daysBefore(now, ageDays + 7));
    const device = topic.about
      ? fleet.find((held) => held.holderId === requester && held.productType === topic.about && held.purchaseDate !== null && held.purchaseDate <= heldSince)
      : undefined;
    const status = recent ? recentStatuses[index - 32]! : dice.chance(0.85) ? 'closed' : 'resolved';
    const answered = status !== 'new';
    return {
      serviceType: topic.serviceType,
      subject: topic.subject,
      description: topic.description,
      category: topic.category,
      status,
      ageHours: ageDays * DAY_HOURS + dice.between(0, 8),
      requester,
      ...(answered && topic.agentReply ? { agentReply: topic.agentReply } : {}),
      ...(device ? { assetId: device.assetId, tags: ['hardware'] } : {}),
      hoursToResolve: dice.between(2, 72),
    };
  });
}
