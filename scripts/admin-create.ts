import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { z } from 'zod';
import { ConfigError, config } from '../app/config.server';
import { hashPassword } from '../app/services/accounts/passwords.server';
import { ensureAdmin } from '../app/services/billing/admin.server';
import { runDatabaseCommand } from '../server/command';

/**
 * npm run admin:create -- someone@example.in
 * Creates the marketplace team's first admin, or promotes an existing user. A new user's password
 * comes from ADMIN_PASSWORD, else is asked for on a terminal, else is generated and printed once.
 */
const email = z.email().safeParse(process.argv[2]?.trim());
if (!email.success) {
  console.error('Usage: npm run admin:create -- email@example.in');
  process.exit(2);
}

async function passwordForNewUser(): Promise<{ password: string; generated: boolean }> {
  const fromEnv = config().ADMIN_PASSWORD;
  if (fromEnv) return { password: fromEnv, generated: false };
  if (process.stdin.isTTY) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    const typed = (await rl.question('Password for the new admin (empty = generate one): ')).trim();
    rl.close();
    if (typed) return { password: typed, generated: false };
  }
  return { password: randomBytes(12).toString('base64url'), generated: true };
}

await runDatabaseCommand(async () => {
  let chosen: { password: string; generated: boolean } | undefined;
  const result = await ensureAdmin(email.data ?? '', async () => {
    chosen = await passwordForNewUser();
    if (chosen.password.length < 10) throw new ConfigError('The password must be at least 10 characters.');
    return hashPassword(chosen.password);
  });
  if (result.outcome === 'created') {
    console.log(`Created admin ${email.data}.`);
    if (chosen?.generated) console.log(`Password (shown once, change it after logging in): ${chosen.password}`);
  } else if (result.outcome === 'promoted') {
    console.log(`${email.data} is now an admin; their password is unchanged.`);
  } else {
    console.log(`${email.data} is already an admin.`);
  }
});
