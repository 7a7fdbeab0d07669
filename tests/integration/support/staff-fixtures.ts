import { randomUUID } from 'node:crypto';
import type { StaffRole } from '~/domain/staff';
import type { StaffUser } from '~/services/admin/staff.server';
import { db } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';

/** A marketplace staff member with `role` (no password: tests sign them in with requestAs). */
export async function newStaffMember(role: StaffRole): Promise<StaffUser> {
  const email = `${role}-${randomUUID()}@tradesetu.example`;
  const [row] = await db().insert(users).values({ email, name: `Staff ${role}`, passwordHash: 'not-used', role, emailVerifiedAt: new Date() }).returning({ id: users.id });
  if (!row) throw new Error('no staff row');
  return { id: row.id, email, name: `Staff ${role}`, role, emailVerified: true, locale: 'en' };
}
