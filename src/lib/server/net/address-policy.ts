// Which network addresses the server may connect to on the owner's behalf
// (webhooks, imported pictures). Loopback, private, link-local, carrier-grade
// NAT, multicast, documentation and unspecified ranges are refused (OWASP's SSRF
// cheat sheet), unless the owner lists a network in OUTBOUND_ALLOW_NETWORKS: a
// receiver on their own private network (docs/deploy.md).
import { BlockList, isIP } from 'node:net';

const REFUSED_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const REFUSED_V6: [string, number][] = [
  ['::', 128], // unspecified
  ['::1', 128],
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
];

function blockListOf(ranges: [string, number, 'ipv4' | 'ipv6'][]): BlockList {
  const list = new BlockList();
  for (const [address, prefix, type] of ranges) list.addSubnet(address, prefix, type);
  return list;
}

const refused = blockListOf([
  ...REFUSED_V4.map(([a, p]) => [a, p, 'ipv4'] as [string, number, 'ipv4']),
  ...REFUSED_V6.map(([a, p]) => [a, p, 'ipv6'] as [string, number, 'ipv6']),
]);

/** "10.0.0.0/8, 192.168.1.20" → ranges; a bare address is one host. Throws on a malformed entry. */
export function parseNetworkList(text: string | undefined): [string, number, 'ipv4' | 'ipv6'][] {
  const out: [string, number, 'ipv4' | 'ipv6'][] = [];
  for (const raw of (text ?? '').split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const [address = '', prefixText] = entry.replace(/^\[|\](?=\/|$)/g, '').split('/');
    const version = isIP(address);
    if (!version) throw new Error(`"${entry}" is not an IP address or network`);
    const max = version === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? max : Number(prefixText);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > max) throw new Error(`"${entry}" has a prefix outside 0–${max}`);
    out.push([address, prefix, version === 4 ? 'ipv4' : 'ipv6']);
  }
  return out;
}

/** An IPv6 address as its eight 16-bit groups (isIP has said it is one). */
function hextets(address: string): number[] {
  let text = address.replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : 8 - left.length - right.length).fill('0'), ...right];
  return groups.map((g) => parseInt(g, 16));
}

const v4Of = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/**
 * The IPv4 address an IPv6 address carries to, where the network may deliver it
 * there: IPv4-mapped (::ffff:7f00:1), SIIT-translated (::ffff:0:…), IPv4-compatible
 * (::7f00:1), NAT64's well-known prefix (64:ff9b::…, which DNS64 on an IPv6-only
 * cloud subnet hands out for any A record, 10.x and 169.254.169.254 included) and
 * 6to4 (2002:7f00:1::). 'teredo' for 2001::/32, whose IPv4 address is obscured.
 */
function embeddedV4(address: string): string | 'teredo' | undefined {
  const h = hextets(address);
  const zeros = (from: number, to: number) => h.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && h[5] === 0xffff) return v4Of(h[6]!, h[7]!);
  if (zeros(0, 4) && h[4] === 0xffff && h[5] === 0) return v4Of(h[6]!, h[7]!);
  if (zeros(0, 6) && (h[6]! !== 0 || h[7]! > 1)) return v4Of(h[6]!, h[7]!);
  if (h[0] === 0x64 && h[1] === 0xff9b && zeros(2, 6)) return v4Of(h[6]!, h[7]!);
  if (h[0] === 0x2002) return v4Of(h[1]!, h[2]!);
  if (h[0] === 0x2001 && h[1] === 0) return 'teredo';
  return undefined;
}

export interface AddressPolicy {
  /** True when the server may connect to this IP address. */
  permits(address: string): boolean;
}

export function addressPolicy(allowNetworks?: string): AddressPolicy {
  const allowed = blockListOf(parseNetworkList(allowNetworks));
  const permits = (address: string): boolean => {
    const version = isIP(address);
    if (!version) return false;
    const type = version === 4 ? 'ipv4' : 'ipv6';
    if (allowed.check(address, type)) return true;
    const v4 = version === 6 ? embeddedV4(address) : undefined;
    if (v4 === 'teredo') return false;
    if (v4) return permits(v4);
    return !refused.check(address, type);
  };
  return { permits };
}
