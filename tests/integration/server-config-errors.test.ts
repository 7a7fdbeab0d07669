import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// What an operator sees when a setting is wrong: the process stops before touching the database,
// with exactly one line that names the variable and what it expects.
function startServer(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

describe.concurrent('start-up with a bad setting', { timeout: 60_000 }, () => {
  it('stops with one line naming the variable', async () => {
    const result = await startServer({ PORT: 'abc', DATABASE_POOL_SIZE: '-1' });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trimEnd().split('\n')).toEqual([
      'Invalid configuration: PORT="abc": must be a whole number between 1 and 65535; DATABASE_POOL_SIZE="-1": must be a whole number between 1 and 1000',
    ]);
  });

  it('does not echo a secret it rejects', async () => {
    const result = await startServer({ ADMIN_PASSWORD: 'tiny-pw' });
    expect(result.code).toBe(1);
    expect(result.stderr.trimEnd()).toBe('Invalid configuration: ADMIN_PASSWORD=(hidden): must be at least 10 characters');
  });
});
