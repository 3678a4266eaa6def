import { isIP } from 'node:net';

/*
 * Client addresses reduced to what each use needs: the request log keeps a network, not a machine; the
 * throttles count an IPv6 client by the /64 it is given, not by each address it can take.
 */

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = address.replace(/%.*$/, '').split('::');
  if (tail === undefined) return parse(head);
  const before = parse(head);
  const after = parse(tail);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/** An IPv4 client of a dual-stack socket (::ffff:203.0.113.7) as its IPv4 address; undefined otherwise. */
function mappedIpv4(groups: number[]): string | undefined {
  if (!groups.slice(0, 5).every((group) => group === 0) || groups[5] !== 0xffff) return undefined;
  return `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`;
}

const prefix = (groups: number[], count: number) => `${groups.slice(0, count).map((group) => group.toString(16)).join(':')}::`;

/**
 * A client address as logs and audits keep it: its network (IPv4 /24, IPv6 /48), not the machine. With
 * a request id, a whole address would tie a visitor to the reference of the enquiry they sent, in logs
 * that outlive an erasure.
 */
export function networkOf(address: string): string {
  const version = isIP(address.replace(/%.*$/, ''));
  if (version === 4) return address.replace(/\.\d+$/, '.0');
  if (version !== 6) return 'unknown';
  const groups = ipv6Groups(address);
  const v4 = mappedIpv4(groups);
  return v4 ? `::ffff:${v4.replace(/\.\d+$/, '.0')}` : prefix(groups, 3);
}

/**
 * Who a failed attempt is counted against: an IPv4 address as it is, an IPv6 one by its /64 (one home
 * or one server is given a whole /64, and could otherwise take a new address for every guess).
 */
export function clientKey(ip: string): string {
  if (isIP(ip.replace(/%.*$/, '')) !== 6) return ip;
  const groups = ipv6Groups(ip);
  return mappedIpv4(groups) ?? `${prefix(groups, 4)}/64`;
}
