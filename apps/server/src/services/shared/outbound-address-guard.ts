import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// Where an outgoing request (a webhook delivery) must never go: anything that is not the public
// internet. An account's webhook URL is chosen by its owner, so without this a URL could make our
// server call its own admin ports, the cloud's metadata service (169.254.169.254) or the private
// network behind it, and show the answer's status in the delivery log (SSRF).

const BLOCKED_V4: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 reaches the local host
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const BLOCKED_V6: readonly (readonly [string, number])[] = [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible form
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments, Teredo included
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local (ULA)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const blockedV4 = new BlockList();
for (const [network, prefix] of BLOCKED_V4) blockedV4.addSubnet(network, prefix, 'ipv4');
const blockedV6 = new BlockList();
for (const [network, prefix] of BLOCKED_V6) blockedV6.addSubnet(network, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** The IPv4 address an IPv6 one carries and would reach: mapped, NAT64 or 6to4; else null. */
function embeddedIpv4(groups: readonly number[]): string | null {
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  const v4 = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) return v4(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)
    return v4(g6, g7);
  if (g0 === 0x2002 && g1 !== undefined && g2 !== undefined) return v4(g1, g2);
  return null;
}

/**
 * Whether an IP address (v4, or v6 with or without brackets or a zone) is on the public internet:
 * false for private, loopback, link-local, CGNAT, multicast, unspecified, reserved and
 * documentation ranges, and for IPv6 forms that carry such an IPv4 address. Not an IP: false.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return !blockedV4.check(bare, 'ipv4');
  if (family !== 6) return false;
  const groups = ipv6Groups(bare.toLowerCase());
  const carried = embeddedIpv4(groups);
  if (carried !== null) return isPublicAddress(carried);
  return !blockedV6.check(bare, 'ipv6');
}

/** Every address a host name resolves to (node:dns's lookup, the system resolver, by default). */
export type HostResolver = (
  hostname: string,
) => Promise<readonly { readonly address: string; readonly family: number }[]>;

/** Where an outgoing request may go: one checked address, or why none. */
export type OutboundTarget =
  | { readonly ok: true; readonly address: string; readonly family: 4 | 6 }
  | {
      readonly ok: false;
      readonly reason: 'private-address' | 'unresolvable';
      readonly detail: string;
    };

/** How long a lookup may take before the host counts as unresolvable, in milliseconds. */
const LOOKUP_TIMEOUT_MS = 5_000;

// The system resolver has no time limit of its own; a registration or an attempt must not hang.
const systemResolver: HostResolver = (hostname) => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error('lookup timed out'), { code: 'ETIMEOUT' })),
      LOOKUP_TIMEOUT_MS,
    );
  });
  return Promise.race([lookup(hostname, { all: true, verbatim: true }), timeout]).finally(() =>
    clearTimeout(timer),
  );
};

/**
 * Resolves a host once and picks an address an outgoing request may connect to: callers connect
 * to exactly that address (a second lookup could answer differently: DNS rebinding). With
 * `allowPrivate` (WEBHOOK_ALLOW_PRIVATE_URLS, for local development) every address is allowed.
 */
export class OutboundAddressGuard {
  readonly #resolve: HostResolver;
  readonly #allowPrivate: boolean;

  constructor(options: { allowPrivate: boolean; resolve?: HostResolver }) {
    this.#allowPrivate = options.allowPrivate;
    this.#resolve = options.resolve ?? systemResolver;
  }

  /** The address to connect to for a URL's hostname (IPv6 literals in brackets are fine). */
  async target(hostname: string): Promise<OutboundTarget> {
    const bare = hostname.replace(/^\[|\]$/g, '');
    const literal = isIP(bare);
    let candidates: readonly { address: string; family: number }[];
    if (literal !== 0) candidates = [{ address: bare, family: literal }];
    else {
      try {
        candidates = await this.#resolve(bare);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        return { ok: false, reason: 'unresolvable', detail: `${bare} did not resolve (${code})` };
      }
      if (candidates.length === 0)
        return { ok: false, reason: 'unresolvable', detail: `${bare} has no address` };
    }
    const allowed = this.#allowPrivate
      ? candidates
      : candidates.filter((candidate) => isPublicAddress(candidate.address));
    const chosen = allowed.find((candidate) => isIP(candidate.address) !== 0);
    if (!chosen)
      return {
        ok: false,
        reason: 'private-address',
        detail:
          literal !== 0
            ? `${bare} is a private or local address`
            : `${bare} resolves only to private or local addresses (${candidates.map((c) => c.address).join(', ')})`,
      };
    return { ok: true, address: chosen.address, family: isIP(chosen.address) === 6 ? 6 : 4 };
  }
}
