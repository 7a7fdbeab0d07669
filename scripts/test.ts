import { spawnSync } from 'node:child_process';
import { chromiumPath } from '../tests/e2e/support/chromium';

/**
 * `npm test`: everything a newcomer needs to trust the build, in the order that fails fastest.
 * Chromium is checked first so a missing browser fails the run with the install command instead
 * of silently skipping the journeys.
 */
const steps: Array<[string, string[]]> = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit and integration tests', ['exec', '--', 'vitest', 'run', '--project', 'unit', '--project', 'integration']],
  ['production build', ['run', 'build']],
  ['security suite (HTTP attacks on the production build)', ['run', 'test:security']],
  ['browser journeys (Playwright, Chromium)', ['exec', '--', 'playwright', 'test']],
  // About two minutes on a quiet machine: Debian's PostgreSQL, PgBouncer and HAProxy (installed when missing and root).
  ['cluster test (three app processes, a streaming replica, PgBouncer, HAProxy; a SIGKILL and a replica stop)', ['run', 'test:cluster']],
  // Last, so a registry without an audit service does not hide the other results (scripts/audit.ts).
  ['dependency audit (npm audit: no high or critical advisory)', ['run', 'audit', ...(process.argv.includes('--allow-unreachable-audit') ? ['--', '--allow-unreachable'] : [])]],
];

try {
  chromiumPath();
} catch (error) {
  console.error(`\n${(error as Error).message}\n`);
  process.exit(1);
}

for (const [name, args] of steps) {
  console.log(`\n▶ ${name}: npm ${args.join(' ')}`);
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}
console.log('\n✔ all checks passed');
