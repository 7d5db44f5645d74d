import { isIPv6 } from 'node:net';

// Per-client limits count a client by its network, not its exact address: an IPv6 subscriber is
// usually given a whole /64 and can change address within it at will, so counting single IPv6
// addresses would let one client pass for billions.

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** Hex groups of an IPv6 address (zone dropped, '::' expanded, an embedded IPv4 as two groups). */
function groupsOf(address: string): string[] {
  const [bare = ''] = address.split('%');
  const [head = '', tail] = bare.split('::');
  const parts = (text: string) =>
    text === ''
      ? []
      : text.split(':').flatMap((part) => {
          if (!part.includes('.')) return [part];
          const [a = 0, b = 0, c = 0, d = 0] = part.split('.').map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const left = parts(head);
  if (tail === undefined) return left;
  const right = parts(tail);
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
}

/**
 * The key a client address is limited by: an IPv4 address as it is (also when written as an
 * IPv4-mapped IPv6 address), an IPv6 address as its /64 network ('2001:db8:1:2::/64'), anything
 * else unchanged.
 */
export function clientNetwork(address: string): string {
  const mapped = MAPPED_IPV4.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const prefix = groupsOf(address)
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
