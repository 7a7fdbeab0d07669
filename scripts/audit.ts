import { spawnSync } from 'node:child_process';
import { auditVerdict } from './audit-verdict';

/**
 * `npm run audit` (the last step of `npm test`): `npm audit` over every installed dependency,
 * production and development alike, failing on any advisory rated high or critical.
 *
 * It never passes silently: when the registry's audit service does not answer (no network, a
 * mirror that refuses the audit request), the step fails and says why. `--allow-unreachable` turns
 * only that case into a loud warning, for a machine whose registry mirror has no audit service
 * (`npm test -- --allow-unreachable-audit` passes it on: .ci/run does so on these build machines,
 * whose mirror answers the audit request with 405); findings always fail.
 */
const run = spawnSync('npm', ['audit', '--json', '--include=prod', '--include=dev', '--include=optional', '--include=peer'], { encoding: 'utf8', timeout: 180_000 });
const fallback = run.error?.message ?? run.stderr.split('\n').find((line) => /error/i.test(line)) ?? `npm audit exited ${run.status ?? run.signal} without a report`;
const verdict = auditVerdict(run.stdout ?? '', fallback);

if (verdict.kind === 'unreachable') {
  if (process.argv.includes('--allow-unreachable')) {
    console.warn(`\n⚠ ${verdict.text}\n⚠ NOT AUDITED: --allow-unreachable was given, so this is only a warning. Run npm audit where the registry answers it.`);
    process.exit(0);
  }
  console.error(`\n✖ ${verdict.text}\n  The dependencies were not audited, so this step fails. Run it where the npm registry's audit service can be reached.`);
  process.exit(2);
}
if (verdict.kind === 'findings') {
  console.error(`\n✖ ${verdict.text}:`);
  for (const line of verdict.lines) console.error(`  - ${line}`);
  process.exit(1);
}
console.log(`✔ ${verdict.text}.`);
