import { and, desc, eq, gt, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import { db } from '~/services/db/client.server';
import { benefitEntries, memberships } from '~/services/db/schema/billing';
import { categories, products } from '~/services/db/schema/catalog';
import { companies } from '~/services/db/schema/companies';
import { requirements } from '~/services/db/schema/requirements';
import { activeMembership, type ActiveMembership } from './activation.server';
import { companyMembers } from '~/services/db/schema/team';

type BenefitSection = (typeof benefitEntries.$inferSelect)['section'];
type FeatureKey = keyof ActiveMembership['features'];

/** The six plan features in SPEC.md order, with what each unlocks on /members. */
const benefitCatalogue: readonly { feature: FeatureKey; title: string; promise: string; section?: BenefitSection }[] = [
  { feature: 'directoryOfMembers', title: 'Directory of members', promise: 'Search every member company and reach its contact person directly.' },
  { feature: 'globalTenders', title: 'Global Tenders Services', promise: 'Curated international and government tenders that fit Indian MSMEs.', section: 'global-tenders' },
  { feature: 'knowledgeBank', title: 'Knowledge Bank', promise: 'Guides on GST, exports, financing and compliance written for small businesses.', section: 'knowledge-bank' },
  { feature: 'infoTracker', title: 'Info Tracker Services', promise: 'Policy, scheme and deadline updates that affect your trade.', section: 'info-tracker' },
  { feature: 'onlineMasterClasses', title: 'Online Master Classes', promise: 'Live and recorded classes from practitioners.', section: 'master-classes' },
  { feature: 'b2bOpportunities', title: 'B2B Opportunities', promise: 'Buy requirements that buyers chose to publish to members, in your categories, without the buyer\'s identity.' },
];

/** Member companies (owners with a plan in force), searchable by name, city or description. */
async function memberDirectory(query: string, now = new Date()) {
  const activeOwners = db()
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(lte(memberships.startsAt, now), gt(memberships.endsAt, now)));
  const term = query.trim();
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db()
    .select({
      slug: companies.slug,
      name: companies.name,
      city: companies.city,
      stateCode: companies.stateCode,
      contactName: companies.contactName,
      mobile: companies.mobile,
      email: companies.email,
      website: companies.website,
      description: companies.description,
    })
    .from(companies)
    .where(
      and(
        sql`${companies.id} IN (SELECT ${companyMembers.companyId} FROM ${companyMembers} WHERE ${inArray(companyMembers.userId, activeOwners)})`,
        term ? or(ilike(companies.name, pattern), ilike(companies.city, pattern), ilike(companies.description, pattern)) : undefined,
      ),
    )
    .orderBy(companies.name)
    .limit(100);
}

/**
 * Buy requirements whose buyers chose to publish them to members (and only those: an inquiry
 * written to one supplier, or a requirement sent only to its matched suppliers, is never here),
 * still open and not past their expiry, in the member's categories: their company's primary
 * category and the categories it lists live products in; every published one when it has none.
 * Nothing that identifies the buyer leaves this function: no company, GSTIN, PIN, details or
 * attachments, only what was asked for, where (the state) and by when.
 */
async function b2bOpportunities(userId: number, now = new Date()) {
  const [company] = await db().select({ id: companies.id, primaryCategoryId: companies.primaryCategoryId, role: companies.role }).from(companies).where(sql`${companies.id} IN (SELECT ${companyMembers.companyId} FROM ${companyMembers} WHERE ${companyMembers.userId} = ${userId})`).limit(1);
  const categoryIds = new Set<number>();
  if (company?.primaryCategoryId) categoryIds.add(company.primaryCategoryId);
  if (company) {
    const listed = await db()
      .selectDistinct({ categoryId: products.categoryId })
      .from(products)
      .where(and(eq(products.companyId, company.id), eq(products.status, 'live')));
    for (const row of listed) categoryIds.add(row.categoryId);
  }
  const rows = await db()
    .select({
      id: requirements.id,
      title: requirements.title,
      quantity: requirements.quantity,
      unit: requirements.unit,
      categoryName: categories.name,
      deliveryStateCode: requirements.deliveryStateCode,
      neededBy: requirements.neededBy,
      createdAt: requirements.createdAt,
    })
    .from(requirements)
    .innerJoin(categories, eq(categories.id, requirements.categoryId))
    .where(
      and(
        eq(requirements.publishToMembers, true),
        inArray(requirements.status, ['open', 'quoted']),
        gt(requirements.expiresAt, now),
        categoryIds.size > 0 ? inArray(requirements.categoryId, [...categoryIds]) : undefined,
      ),
    )
    .orderBy(desc(requirements.createdAt), desc(requirements.id))
    .limit(50);
  return { rows, scoped: categoryIds.size > 0, isSeller: company !== undefined && company.role !== 'buyer' };
}

async function benefitContent(sections: readonly BenefitSection[]) {
  if (sections.length === 0) return [];
  return db().select().from(benefitEntries).where(inArray(benefitEntries.section, [...sections])).orderBy(desc(benefitEntries.publishedAt), benefitEntries.id);
}

/**
 * The members' area as this visitor may see it: every benefit with whether their plan opens it,
 * the content of the open sections, and the member directory and buyer requirements only for a
 * signed-in member whose plan includes them.
 */
export async function memberArea(userId: number | undefined, directoryQuery: string) {
  const membership = userId ? await activeMembership(db(), userId) : undefined;
  const features = membership?.features;
  const benefits = benefitCatalogue.map((benefit) => ({ ...benefit, open: features?.[benefit.feature] === true }));
  const sections = benefits.flatMap((b) => (b.open && b.section ? [b.section] : []));
  const [directory, opportunities, content] = await Promise.all([
    features?.directoryOfMembers && userId ? memberDirectory(directoryQuery) : undefined,
    features?.b2bOpportunities && userId ? b2bOpportunities(userId) : undefined,
    benefitContent(sections),
  ]);
  return {
    membership,
    benefits: benefits.map((benefit) => ({ ...benefit, entries: content.filter((entry) => entry.section === benefit.section) })),
    directory,
    opportunities,
  };
}
