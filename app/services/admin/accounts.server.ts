/**
 * What the admin console reads about companies and logins (issue 17): search with filters, paged,
 * and one company's or login's details. Search by any part of the name, slug, GSTIN, email, mobile
 * or city is a LIKE on one lower-cased text behind a trigram index (migration 0027), so it stays
 * an index lookup with many thousands of companies.
 */
import { and, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type CompanySearch, type UserSearch } from '~/domain/account-admin';
import { formatIndianMoment } from '~/domain/india-time';
import { STAFF_ROLES } from '~/domain/staff';
import { db } from '~/services/db/client.server';
import { sessions, users } from '~/services/db/schema/accounts';
import { adminAuditLog } from '~/services/db/schema/billing';
import { products } from '~/services/db/schema/catalog';
import { companies } from '~/services/db/schema/companies';
import { states } from '~/services/db/schema/content';
import { companyMembers } from '~/services/db/schema/team';
import { NotFoundError } from '~/services/errors.server';
import { companySubject, userSubject } from './suspensions.server';

/** The id in an admin URL (/admin/companies/12), or the 404 of an unknown record. */
export function recordId(param: string | undefined): number {
  const id = Number(param);
  if (!/^\d{1,9}$/.test(param ?? '') || id < 1) throw new NotFoundError('There is no such record. Search again.');
  return id;
}

/** `%text%` for LIKE, with the text's own wildcards taken literally. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const COMPANY_TEXT = sql`lower(${companies.name} || ' ' || ${companies.slug} || ' ' || coalesce(${companies.gstin}, '') || ' ' || ${companies.email} || ' ' || ${companies.mobile} || ' ' || ${companies.city})`;
const USER_TEXT = sql`lower(${users.email} || ' ' || ${users.name})`;

const suspendedCondition = (column: typeof companies.suspendedAt | typeof users.suspendedAt, filter: 'yes' | 'no' | undefined): SQL | undefined =>
  filter === 'yes' ? sql`${column} IS NOT NULL` : filter === 'no' ? sql`${column} IS NULL` : undefined;

export interface Paged<T> {
  rows: T[];
  total: number;
  page: number;
  pages: number;
}

/** A page of rows that each carry the count of all matches (`count(*) OVER ()`), without it. */
function paged<T extends { total: number }>(rows: T[], page: number): Paged<Omit<T, 'total'>> {
  const total = Number(rows[0]?.total ?? 0);
  return { rows: rows.map(({ total: _total, ...row }) => row), total, page, pages: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)) };
}

export async function searchCompanies(search: CompanySearch) {
  const conditions = [
    search.q ? sql`${COMPANY_TEXT} LIKE ${containing(search.q)}` : undefined,
    search.role ? eq(companies.role, search.role) : undefined,
    search.level ? eq(companies.verificationLevel, search.level) : undefined,
    search.state ? eq(companies.stateCode, search.state) : undefined,
    search.type ? eq(companies.enterpriseType, search.type) : undefined,
    suspendedCondition(companies.suspendedAt, search.suspended),
  ];
  const rows = await db()
    .select({
      id: companies.id,
      name: companies.name,
      slug: companies.slug,
      gstin: companies.gstin,
      city: companies.city,
      stateName: states.name,
      role: companies.role,
      verificationLevel: companies.verificationLevel,
      enterpriseType: companies.enterpriseType,
      suspendedAt: companies.suspendedAt,
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(companies)
    .leftJoin(states, eq(states.code, companies.stateCode))
    .where(and(...conditions))
    .orderBy(desc(companies.createdAt), desc(companies.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((search.page - 1) * ADMIN_PAGE_SIZE);
  return paged(rows, search.page);
}

export async function searchUsers(search: UserSearch) {
  const conditions = [search.q ? sql`${USER_TEXT} LIKE ${containing(search.q)}` : undefined, search.role ? eq(users.role, search.role) : undefined, suspendedCondition(users.suspendedAt, search.suspended)];
  const rows = await db()
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      suspendedAt: users.suspendedAt,
      deletionDueAt: users.deletionDueAt,
      companyId: companies.id,
      companyName: companies.name,
      teamRole: companyMembers.role,
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(users)
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((search.page - 1) * ADMIN_PAGE_SIZE);
  return paged(rows, search.page);
}

const shown = (value: unknown) => (value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

/** "suspendedAt: — → 2026-…; reason: …": what changed, then the details, in one line. */
function changesOf(entry: { before: Record<string, unknown> | null; after: Record<string, unknown> | null; detail: Record<string, string | number | null> }): string {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  const changes = keys.map((key) => `${key}: ${shown(entry.before?.[key])} → ${shown(entry.after?.[key])}`);
  const details = Object.entries(entry.detail).map(([key, value]) => `${key}: ${shown(value)}`);
  return [...changes, ...details].join('; ');
}

/** The newest audit entries about one subject (a company or a login), as the admin pages show them. */
async function auditAbout(subject: string, limit = 20) {
  const rows = await db()
    .select({ id: adminAuditLog.id, who: adminAuditLog.adminEmail, action: adminAuditLog.action, detail: adminAuditLog.detail, before: adminAuditLog.before, after: adminAuditLog.after, at: adminAuditLog.createdAt })
    .from(adminAuditLog)
    .where(eq(adminAuditLog.subject, subject))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, who: row.who, action: row.action, when: formatIndianMoment(row.at), changes: changesOf(row) }));
}

export async function companyDetails(companyId: number) {
  const [company] = await db().select({ company: companies, stateName: states.name }).from(companies).leftJoin(states, eq(states.code, companies.stateCode)).where(eq(companies.id, companyId)).limit(1);
  if (!company) throw new NotFoundError('There is no such company. It may have been deleted; search again.');
  const [members, listingCounts, [reports], audit] = await Promise.all([
    db()
      .select({ id: users.id, name: users.name, email: users.email, role: users.role, teamRole: companyMembers.role, suspendedAt: users.suspendedAt })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(companyMembers.companyId, companyId))
      .orderBy(companyMembers.createdAt),
    db()
      .select({ status: products.status, count: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.companyId, companyId))
      .groupBy(products.status),
    db().execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM reports r
      WHERE r.status = 'open' AND ((r.target_kind = 'company' AND r.target_id = ${companyId})
        OR (r.target_kind = 'listing' AND r.target_id IN (SELECT p.id FROM products p WHERE p.company_id = ${companyId})))`).then((result) => result.rows),
    auditAbout(companySubject(company.company.slug)),
  ]);
  const { company: row } = company;
  return {
    company: { ...row, stateName: company.stateName },
    members,
    listingCounts,
    openReports: Number(reports?.n ?? 0),
    audit,
  };
}

export async function userDetails(userId: number, now = new Date()) {
  const [user] = await db()
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      mobile: users.mobile,
      role: users.role,
      emailVerifiedAt: users.emailVerifiedAt,
      suspendedAt: users.suspendedAt,
      suspendedReason: users.suspendedReason,
      deletionDueAt: users.deletionDueAt,
      deletedAt: users.deletedAt,
      createdAt: users.createdAt,
      companyId: companies.id,
      companyName: companies.name,
      companySuspendedAt: companies.suspendedAt,
      teamRole: companyMembers.role,
    })
    .from(users)
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new NotFoundError('There is no such login. It may have been deleted; search again.');
  const [[open], audit] = await Promise.all([
    db()
      .select({ count: sql<number>`count(*)::int`, lastLogin: sql<Date | null>`max(${sessions.authenticatedAt})`.mapWith((value: string | null) => (value ? new Date(value) : null)) })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now))),
    auditAbout(userSubject(user.email)),
  ]);
  return { user, sessions: open?.count ?? 0, lastLogin: open?.lastLogin ?? null, audit };
}

/** The marketplace team: every login with a staff role. */
export async function staffList() {
  return db()
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, suspendedAt: users.suspendedAt, createdAt: users.createdAt })
    .from(users)
    .where(inArray(users.role, [...STAFF_ROLES]))
    .orderBy(users.role, users.email);
}
