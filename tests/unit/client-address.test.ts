import { describe, expect, it } from 'vitest';
import type http from 'node:http';
import { clientAddress, clientNetwork, messageClientAddress } from '../../src/lib/server/foundation/client-address.ts';

describe('clientAddress: one reading for every purpose', () => {
  it('believes only the last X-Forwarded-For hop, and only behind a trusted proxy', () => {
    expect(clientAddress('203.0.113.9, 198.51.100.7', '10.0.0.2', true)).toBe('198.51.100.7');
    expect(clientAddress('203.0.113.9, 198.51.100.7', '10.0.0.2', false)).toBe('10.0.0.2');
    expect(clientAddress(undefined, '10.0.0.2', true)).toBe('10.0.0.2');
    expect(clientAddress(['1.1.1.1', ' 2.2.2.2 '], undefined, true)).toBe('2.2.2.2');
    expect(clientAddress(null, undefined, false)).toBe('unknown');
  });

  it('reads a Node request the same way as an Astro one', () => {
    const req = { headers: { 'x-forwarded-for': 'spoofed, 198.51.100.7' }, socket: { remoteAddress: '10.0.0.2' } };
    expect(messageClientAddress(req as unknown as http.IncomingMessage, true)).toBe('198.51.100.7');
    expect(messageClientAddress(req as unknown as http.IncomingMessage, false)).toBe('10.0.0.2');
  });
});

describe('clientNetwork: what counts as one client', () => {
  it('is the IPv4 address itself, mapped or not', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 for IPv6, however the address is written', () => {
    const net = '2001:db8:1:2::/64';
    expect(clientNetwork('2001:db8:1:2::7')).toBe(net);
    expect(clientNetwork('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe(net);
    expect(clientNetwork('2001:DB8:1:2:aaaa::9%eth0')).toBe(net);
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('2001:db8:1:3::7')).not.toBe(net);
  });

  it('leaves anything else as it is', () => {
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});
