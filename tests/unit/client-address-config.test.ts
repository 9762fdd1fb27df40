import { describe, it, expect, afterEach } from 'vitest';
import { requestClientAddress } from '../../src/lib/server/foundation/client-address.ts';
import { clearRuntime, getRuntime, setRuntime, type Runtime } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';

describe('the client address and TRUST_PROXY', () => {
  afterEach(() => clearRuntime());
  const request = new Request('http://localhost/', { headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' } });

  it('reads TRUST_PROXY from the checked config, not the environment', () => {
    process.env.TRUST_PROXY = '1';
    setRuntime({ config: loadConfig({ TRUST_PROXY: '0' }), logger: {}, database: {} } as unknown as Runtime);
    expect(requestClientAddress(request, '127.0.0.1')).toBe('127.0.0.1');
    delete process.env.TRUST_PROXY;

    setRuntime({ config: loadConfig({ TRUST_PROXY: '1' }), logger: {}, database: {} } as unknown as Runtime);
    expect(getRuntime().config.TRUST_PROXY).toBe('1');
    expect(requestClientAddress(request, '127.0.0.1')).toBe('198.51.100.7');
  });

  it('believes no forwarded header before a config is loaded', () => {
    process.env.TRUST_PROXY = '1';
    expect(requestClientAddress(request, '127.0.0.1')).toBe('127.0.0.1');
    delete process.env.TRUST_PROXY;
  });
});
