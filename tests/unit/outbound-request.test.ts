import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { addressPolicy, parseNetworkList } from '../../src/lib/server/net/address-policy.ts';
import {
  checkOutboundUrl,
  outboundRequest,
  OutboundRefused,
  resolveOutboundHost,
} from '../../src/lib/server/net/outbound-request.ts';

describe('address policy', () => {
  const policy = addressPolicy();
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '0.0.0.0',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fd00::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    // IPv6 forms a network can carry to an IPv4 address (edges, issue 37): NAT64's
    // well-known prefix (DNS64 on an IPv6-only subnet synthesises it for any A record),
    // SIIT, IPv4-compatible, 6to4, and Teredo (whose IPv4 address is obscured).
    '64:ff9b::a9fe:a9fe',
    '64:ff9b::10.0.0.1',
    '64:ff9b::7f00:1',
    '::ffff:0:7f00:1',
    '::7f00:1',
    '::127.0.0.1',
    '2002:a9fe:a9fe::1',
    '2002:c0a8:101::1',
    '2001:0:4136:e378:8000:63bf:f5ff:fffe',
  ])('refuses %s', (address) => expect(policy.permits(address)).toBe(false));

  it.each([
    '1.1.1.1',
    '93.184.216.34',
    '172.32.0.1',
    '2606:4700:4700::1111',
    '::ffff:1.1.1.1',
    '64:ff9b::101:101',
    '2002:101:101::1',
  ])('permits %s', (address) => expect(policy.permits(address)).toBe(true));

  it('opens only the networks the owner lists', () => {
    const open = addressPolicy('192.168.1.0/24, 127.0.0.1, fd00::/8');
    expect(open.permits('192.168.1.77')).toBe(true);
    expect(open.permits('192.168.2.1')).toBe(false);
    expect(open.permits('127.0.0.1')).toBe(true);
    expect(open.permits('127.0.0.2')).toBe(false);
    expect(open.permits('fd12::1')).toBe(true);
    expect(open.permits('fe80::1')).toBe(false);
  });

  it('names a malformed entry', () => {
    expect(() => parseNetworkList('192.168.1.0/33')).toThrow(/prefix/);
    expect(() => parseNetworkList('intranet')).toThrow(/"intranet"/);
    expect(parseNetworkList(' 10.0.0.0/8 , [::1] ')).toEqual([
      ['10.0.0.0', 8, 'ipv4'],
      ['::1', 128, 'ipv6'],
    ]);
  });
});

describe('checkOutboundUrl', () => {
  const policy = addressPolicy();
  it.each([
    'http://127.0.0.1:5432/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0177.0.0.1/',
    'https://169.254.169.254/latest/meta-data/',
    'https://10.0.0.1/',
    'https://[fd00::1]/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://0.0.0.0/',
    'file:///etc/passwd',
    'ftp://example.com/',
    'https://user:pass@example.com/',
    'not a link',
  ])('refuses %s before connecting', (url) => expect(() => checkOutboundUrl(url, policy)).toThrow(OutboundRefused));

  it('passes a public https link', () =>
    expect(checkOutboundUrl('https://hooks.slack.com/services/T/B/x', policy).hostname).toBe('hooks.slack.com'));

  it('refuses a name that resolves to loopback', async () => {
    await expect(resolveOutboundHost('http://localhost:9/', policy)).rejects.toThrow(/private or local/);
  });
});

describe('outboundRequest', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/big') return res.end(Buffer.alloc(5000));
      if (req.url === '/hop')
        return res.writeHead(302, { location: `http://localhost:${(server.address() as AddressInfo).port}/ok` }).end();
      res.end('ok');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('refuses loopback by default, on the literal address and on a name', async () => {
    await expect(outboundRequest(`${base}/ok`, { policy: addressPolicy() })).rejects.toThrow(OutboundRefused);
    const byName = base.replace('127.0.0.1', 'localhost');
    await expect(outboundRequest(`${byName}/ok`, { policy: addressPolicy() })).rejects.toThrow(/private or local/);
  });

  it('reaches an allowed network, and checks each redirect hop again', async () => {
    const policy = addressPolicy('127.0.0.1');
    const res = await outboundRequest(`${base}/ok`, { policy });
    expect([res.status, res.body.toString()]).toEqual([200, 'ok']);
    // The hop names localhost, which also resolves to ::1 (not allowed): only 127.0.0.1 is used.
    const hop = await outboundRequest(`${base}/hop`, { policy, maxRedirects: 2 });
    expect(hop.body.toString()).toBe('ok');
    const unfollowed = await outboundRequest(`${base}/hop`, { policy });
    expect(unfollowed.status).toBe(302);
  });

  it('stops reading past the size limit', async () => {
    await expect(outboundRequest(`${base}/big`, { policy: addressPolicy('127.0.0.1'), maxBytes: 1000 })).rejects.toThrow(/limit/);
  });
});
