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
