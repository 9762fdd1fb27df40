import { describe, it, expect, afterEach } from 'vitest';
import { requestClientAddress } from '../../src/lib/server/http/client-address.ts';
import { clearRuntime, getRuntime, setRuntime, type Runtime } from '../../src/lib/server/runtime.ts';
import { loadConfig } from '../../src/lib/server/config.ts';

// The start script and the Astro bundle load separate copies of every module;
// a second import with a query string stands in for the second copy.
const copy = <T>(path: string, graph: string): Promise<T> => import(/* @vite-ignore */ `${path}?graph=${graph}`);
type Signal = typeof import('../../src/lib/server/http/page-cache-signal.ts');
const SIGNAL = '../../src/lib/server/http/page-cache-signal.ts';
describe('process registry', () => {
  afterEach(() => clearRuntime());

  it('shares the public-page generation between two copies of the module', async () => {
    const a = await copy<Signal>(SIGNAL, 'start');
    const b = await copy<Signal>(SIGNAL, 'astro');
    const before = b.publicPagesGeneration();
    a.invalidatePublicPages();
    expect(b.publicPagesGeneration()).toBe(before + 1);
  });

  it('shares one runtime and one mail kick between two copies', async () => {
    const runtime = { config: loadConfig({}), logger: {}, database: {} } as unknown as Runtime;
    setRuntime(runtime);
    const other = await copy<typeof import('../../src/lib/server/runtime.ts')>('../../src/lib/server/runtime.ts', 'astro');
    expect(other.getRuntime()).toBe(runtime);

    const jobs = await copy<typeof import('../../src/lib/server/jobs.ts')>('../../src/lib/server/jobs.ts', 'astro');
    const { processRegistry } = await import('../../src/lib/server/process-registry.ts');
    let kicked = 0;
    processRegistry().kickMail = () => void kicked++;
    jobs.kickMailWorker();
    expect(kicked).toBe(1);
    delete processRegistry().kickMail;
  });
});

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
