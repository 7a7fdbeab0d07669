import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { ConfigError, config } from '../app/config.server';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../app/domain/staff';
import { hashPassword } from '../app/services/accounts/passwords.server';
import { ensureStaff } from '../app/services/admin/staff-accounts.server';
import { runDatabaseCommand } from '../server/command';

/**
 * npm run admin:create -- someone@example.in [--role administrator|moderator|finance|support]
 * Creates a marketplace staff login with the role (administrator when not given), or gives an
 * existing login that role (its password unchanged). A new login's password comes from
 * ADMIN_PASSWORD, else is asked for on a terminal, else is generated and printed once. The change
 * is in the audit log with "npm run admin:create" as the actor.
 */
const USAGE = `Usage: npm run admin:create -- email@example.in [--role ${STAFF_ROLES.join('|')}]`;

/** The email and role from the arguments, or the line saying what is wrong. */
export function parseAdminArgs(args: readonly string[]): { email: string; role: StaffRole } | { error: string } {
  const rest = [...args];
  let role: string = 'administrator';
  const at = rest.findIndex((arg) => arg === '--role' || arg.startsWith('--role='));
  if (at >= 0) {
    const flag = rest[at] ?? '';
    role = flag.includes('=') ? flag.slice('--role='.length) : (rest[at + 1] ?? '');
    rest.splice(at, flag.includes('=') ? 1 : 2);
  }
  const email = z.email().safeParse(rest[0]?.trim());
  if (!email.success || rest.length !== 1) return { error: USAGE };
  if (!(STAFF_ROLES as readonly string[]).includes(role)) return { error: `Unknown role "${role}". ${USAGE}` };
  return { email: email.data.toLowerCase(), role: role as StaffRole };
}

async function passwordForNewUser(): Promise<{ password: string; generated: boolean }> {
  const fromEnv = config().ADMIN_PASSWORD;
  if (fromEnv) return { password: fromEnv, generated: false };
  if (process.stdin.isTTY) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    const typed = (await rl.question('Password for the new staff login (empty = generate one): ')).trim();
    rl.close();
    if (typed) return { password: typed, generated: false };
  }
  return { password: randomBytes(12).toString('base64url'), generated: true };
}

/** What the command does, given its arguments (the tests call this against their database); returns the lines it prints. */
export async function createStaffFromCommandLine(args: readonly string[], choosePassword = passwordForNewUser): Promise<string[]> {
  const parsed = parseAdminArgs(args);
  if ('error' in parsed) throw new ConfigError(parsed.error);
  const label = STAFF_ROLE_LABELS[parsed.role];
  let chosen: { password: string; generated: boolean } | undefined;
  const result = await ensureStaff(parsed.email, parsed.role, async () => {
    chosen = await choosePassword();
    if (chosen.password.length < 10) throw new ConfigError('The password must be at least 10 characters.');
    return hashPassword(chosen.password);
  });
  if (result.outcome === 'created') {
    const lines = [`Created ${label} ${parsed.email}.`];
    if (chosen?.generated) lines.push(`Password (shown once, change it after logging in): ${chosen.password}`);
    return lines;
  }
  if (result.outcome === 'unchanged') return [`${parsed.email} is already ${label}.`];
  return [`${parsed.email} is now ${label} (was ${result.previousRole ?? 'member'}); their password is unchanged.`];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const parsed = parseAdminArgs(process.argv.slice(2));
  if ('error' in parsed) {
    console.error(parsed.error);
    process.exit(2);
  }
  await runDatabaseCommand(async () => {
    for (const line of await createStaffFromCommandLine(process.argv.slice(2))) console.log(line);
  });
}
