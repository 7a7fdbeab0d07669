import { describe, expect, it } from 'vitest';
import { checkDatabase } from '~/services/db/health.server';

describe('database health', () => {
  it('reports the database as up with a latency', async () => {
    const health = await checkDatabase();
    expect(health.ok).toBe(true);
  });

  it('reports the database as down when it cannot be reached', async () => {
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = 'postgres://nobody:wrong@127.0.0.1:1/none';
    try {
      const health = await checkDatabase(1000);
      expect(health).toMatchObject({ ok: false });
    } finally {
      process.env.DATABASE_URL = saved;
    }
  });
});
