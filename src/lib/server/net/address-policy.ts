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

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:7f00:1 → 127.0.0.1), if it is one. */
function mappedV4(address: string): string | undefined {
  const m = /^(?:0*:)*:?ffff:(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(address);
  if (!m) return undefined;
  if (m[1]) return m[1];
  const hi = parseInt(m[2]!, 16);
  const lo = parseInt(m[3]!, 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
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
    const v4 = version === 6 ? mappedV4(address) : undefined;
    if (v4) return permits(v4);
    const type = version === 4 ? 'ipv4' : 'ipv6';
    return allowed.check(address, type) || !refused.check(address, type);
  };
  return { permits };
}
