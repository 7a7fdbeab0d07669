import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The embedded database's ownership rules, exercised with real processes and a real PostgreSQL:
// a second owner is refused, and a kill -9 leaves nothing that blocks the next start.
const script = path.resolve('tests/integration/support/hold-embedded-postgres.ts');
const dataDirs: string[] = [];

function holder(dataDir: string): { child: ChildProcess; ready: Promise<string>; exit: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('READY')) resolve(output);
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', () => reject(new Error(output)));
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, ready, exit };
}

afterAll(async () => {
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

describe('embedded PostgreSQL ownership', () => {
  it('refuses a second process on the same data directory, and recovers after kill -9', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tradesetu-lifecycle-'));
    dataDirs.push(dataDir);

    const first = holder(dataDir);
    await first.ready;

    const second = holder(dataDir);
    await expect(second.ready).rejects.toThrow(/already using/);
    expect(await second.exit).toBe(1);

    first.child.kill('SIGKILL');
    await first.exit;
    const orphan = Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    expect(() => process.kill(orphan, 0)).not.toThrow();

    const third = holder(dataDir);
    expect(await third.ready).toContain('rows=1');
    third.child.kill('SIGTERM');
    expect(await third.exit).toBe(0);
    expect(() => process.kill(orphan, 0)).toThrow();
  }, 90_000);
});
