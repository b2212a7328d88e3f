import { isIPv4, isIPv6 } from 'node:net';

/** An address range: the bytes of its first address (4 for IPv4, 16 for IPv6) and how many leading bits count. */
interface IpRange {
  readonly bytes: Uint8Array;
  readonly prefix: number;
}

function ipv6Bytes(address: string): Uint8Array {
  // '::ffff:10.0.0.1': the dotted quad is the last two groups.
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${address.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const groups = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const [head, tail] = text.split('::');
  const front = groups(head);
  const back = groups(tail);
  const words = tail === undefined ? front : [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
  const bytes = new Uint8Array(16);
  words.forEach((word, index) => {
    bytes[2 * index] = word >> 8;
    bytes[2 * index + 1] = word & 0xff;
  });
  return bytes;
}

/** An address's bytes, or null when the text is no IP address; brackets and an IPv6 zone ('%eth0') are ignored. */
export function ipBytes(text: string): Uint8Array | null {
  const address = text.trim().replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  if (isIPv4(address)) return Uint8Array.from(address.split('.').map(Number));
  return isIPv6(address) ? ipv6Bytes(address) : null;
}

/** '10.0.0.0/8', 'fc00::/7', or one address; throws on anything else, so a mistyped setting stops the start. */
function parseRange(text: string): IpRange {
  const [address = '', prefixText, ...rest] = text.split('/');
  const bytes = ipBytes(address);
  const prefix = prefixText === undefined ? (bytes?.length ?? 0) * 8 : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
  if (!bytes || rest.length > 0 || !(prefix >= 0 && prefix <= bytes.length * 8)) throw new Error(`"${text}" is no IP address or CIDR range`);
  return { bytes, prefix };
}

function inRange(range: IpRange, bytes: Uint8Array): boolean {
  if (range.bytes.length !== bytes.length) return false;
  for (let bit = 0; bit < range.prefix; bit += 8) {
    const mask = 0xff << (8 - Math.min(8, range.prefix - bit)) & 0xff;
    if ((range.bytes[bit / 8]! & mask) !== (bytes[bit / 8]! & mask)) return false;
  }
  return true;
}

/**
 * The IPv4 address an IPv6 one stands for: IPv4-mapped (::ffff:0:0/96, how a dual-stack socket writes an IPv4 peer)
 * and the NAT64 prefix (64:ff9b::/96, which a NAT64 gateway forwards to that IPv4 address).
 */
const EMBEDDING_IPV4 = ['::ffff:0:0/96', '64:ff9b::/96'].map(parseRange);

function plain(bytes: Uint8Array): Uint8Array {
  return bytes.length === 16 && EMBEDDING_IPV4.some((range) => inRange(range, bytes)) ? bytes.slice(12) : bytes;
}

/**
 * Whether an address lies in any of the ranges; an IPv4 address written as IPv6 counts as the IPv4 address it is.
 * The entries are checked when the matcher is made.
 */
export function ipRanges(entries: readonly string[]): (address: string) => boolean {
  const ranges = entries.map(parseRange);
  return (address) => {
    const bytes = ipBytes(address);
    return bytes !== null && ranges.some((range) => inRange(range, plain(bytes)));
  };
}
