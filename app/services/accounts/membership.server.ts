import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ROLE_LABELS, roleAllows, TEAM_ROLES, type TeamPermission, type TeamRole } from '~/domain/team';
import { db, type Transaction } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { companies } from '~/services/db/schema/companies';
import { companyMembers } from '~/services/db/schema/team';
import { ForbiddenError } from '~/services/errors.server';

type Executor = Transaction | ReturnType<typeof db>;

export interface Membership {
  companyId: number;
  companyName: string;
  role: TeamRole;
}

/** The company a login works for, and as what; null for an account without a company (or removed from it). */
export async function membershipOf(userId: number, executor: Executor = db()): Promise<Membership | null> {
  const [row] = await executor
    .select({ companyId: companyMembers.companyId, companyName: companies.name, role: companyMembers.role })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .limit(1);
  return row ?? null;
}

/** What a member whose role does not allow something reads. */
function refusal(membership: Membership, permission: TeamPermission): string {
  const what: Record<TeamPermission, string> = {
    manage_company: 'the team, plans, billing and the company profile',
    catalogue: 'the catalogue',
    leads: 'inquiries, requirements, quotes and conversations',
  };
  return `Your role at ${membership.companyName} (${ROLE_LABELS[membership.role]}) does not include ${what[permission]}. Ask an owner of your company to change your role.`;
}

/**
 * The member's company when their role allows `permission`; null when the login has no company;
 * a ForbiddenError (in words) when it has one but the role does not allow it.
 */
export async function companyAllowing(userId: number, permission: TeamPermission, executor: Executor = db()): Promise<Membership | null> {
  const membership = await membershipOf(userId, executor);
  if (!membership) return null;
  if (!roleAllows(membership.role, permission)) throw new ForbiddenError(refusal(membership, permission));
  return membership;
}

/** Like companyAllowing, but a login without a company is refused too, with `noCompany` as the reason. */
export async function requireCompanyAllowing(userId: number, permission: TeamPermission, noCompany: string, executor: Executor = db()): Promise<Membership> {
  const membership = await companyAllowing(userId, permission, executor);
  if (!membership) throw new ForbiddenError(noCompany);
  return membership;
}

/** Everyone at a company whose role allows `permission` (who hears of a new lead, who can be assigned one). */
export async function membersAllowing(companyId: number, permission: TeamPermission, executor: Executor = db()) {
  return executor
    .select({ userId: users.id, email: users.email, name: users.name, mobile: users.mobile, locale: users.locale, role: companyMembers.role })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.role, rolesAllowing(permission))))
    .orderBy(users.name);
}

const rolesAllowing = (permission: TeamPermission) => TEAM_ROLES.filter((role) => roleAllows(role, permission));

/** SQL: `companyId` is the company of `userId` and the user's role there allows `permission`. */
export function isMemberCompany(companyId: SQLWrapper, userId: number, permission: TeamPermission): SQL {
  return sql`${companyId} IN (SELECT ${companyMembers.companyId} FROM ${companyMembers} WHERE ${companyMembers.userId} = ${userId} AND ${inArray(companyMembers.role, rolesAllowing(permission))})`;
}

/** SQL: someone at `companyId` can answer leads (a company nobody can answer for is never sent one). */
export function hasMemberAllowing(companyId: SQLWrapper, permission: TeamPermission): SQL {
  return sql`EXISTS (SELECT 1 FROM ${companyMembers} WHERE ${companyMembers.companyId} = ${companyId} AND ${inArray(companyMembers.role, rolesAllowing(permission))})`;
}
