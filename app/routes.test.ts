import type { RouteConfigEntry } from '@react-router/dev/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';

async function routePaths(): Promise<string[]> {
  vi.resetModules();
  const routes: RouteConfigEntry[] = (await import('./routes')).default;
  const paths = (entries: RouteConfigEntry[]): string[] => entries.flatMap((entry) => [entry.path ?? '', ...paths(entry.children ?? [])]);
  return paths(routes);
}

describe('the route table', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('has no benchmark page in an ordinary build', async () => {
    vi.stubEnv('BENCH_ROUTES', undefined);
    expect(await routePaths()).not.toContain('bench/hello');
  });

  it('has the benchmark page in a build made for the benchmarks', async () => {
    vi.stubEnv('BENCH_ROUTES', 'true');
    expect(await routePaths()).toContain('bench/hello');
  });
});

describe('the Hindi pages (issue 19)', () => {
  it('gives every page a /hi twin and keeps files, APIs and the admin console at one address', async () => {
    vi.stubEnv('BENCH_ROUTES', undefined);
    const paths = await routePaths();
    expect(paths).toEqual(expect.arrayContaining(['hi?', 'hi?/search', 'hi?/product/:slug', 'hi?/account', 'hi?/register']));
    expect(paths).toEqual(expect.arrayContaining(['images/:kind/:file', 'api/chat/messages', 'admin', 'sitemap.xml', 'account/products/export.csv']));
    expect(paths.filter((path) => path.startsWith('hi?/') && /^hi\?\/(api|admin|images|uploads|webhooks)\b/.test(path))).toEqual([]);
  });
});
