import { asc, eq } from 'drizzle-orm';
import { db } from '~/services/db/client.server';
import { benefits, categoryTiles, partners, plans, states, testimonials } from '~/services/db/schema/content';
import { figureStats, marketplaceFigures } from '~/services/site/figures.server';

/** Everything the home page shows below the header, read in parallel; the figures are counted (figures.server.ts). */
export async function loadHomeContent() {
  const d = db();
  const [benefitRows, tileRows, testimonialRows, stateRows, partnerRows, figures] = await Promise.all([
    d.select().from(benefits).orderBy(asc(benefits.position)),
    d.select({ id: categoryTiles.id, label: categoryTiles.label, icon: categoryTiles.icon, categorySlug: categoryTiles.categorySlug, drawing: categoryTiles.drawing }).from(categoryTiles).orderBy(asc(categoryTiles.position)),
    d.select().from(testimonials).orderBy(asc(testimonials.position)),
    d.select({ code: states.code, name: states.name, slug: states.slug, tagline: states.tagline }).from(states).orderBy(asc(states.position)),
    d.select({ slug: partners.slug, name: partners.name, kind: partners.kind }).from(partners).orderBy(asc(partners.position)),
    marketplaceFigures(),
  ]);
  return {
    benefits: benefitRows.map(({ slug, title, text }) => ({ slug, title, text })),
    categoryTiles: tileRows,
    testimonials: testimonialRows.map(({ id, name, title, quote }) => ({ id, name, title, quote })),
    states: stateRows,
    partners: partnerRows,
    stats: figureStats(figures),
    supplierStates: figures.supplierStates,
  };
}


/** The feature names of SPEC.md section 9, in order, beside the plan column that holds each flag. */
const PLAN_FEATURES = [
  ['Directory of members', 'directoryOfMembers'],
  ['Global Tenders Services', 'globalTenders'],
  ['Knowledge Bank', 'knowledgeBank'],
  ['Info Tracker Services', 'infoTracker'],
  ['Online Master Classes', 'onlineMasterClasses'],
  ['B2B Opportunities', 'b2bOpportunities'],
] as const;

/** The membership plans in display order, each with its six features as name + included. */
export async function listPlans() {
  const rows = await db().select().from(plans).orderBy(asc(plans.position));
  return rows.map((plan) => ({
    id: plan.id,
    name: plan.name,
    pricePaise: plan.pricePaise,
    colour: plan.colour,
    features: PLAN_FEATURES.map(([name, key]) => ({ name, included: plan[key] })),
  }));
}


/** One benefit card's title and text, for its /{slug}-info page. */
export async function findBenefit(slug: string) {
  const [row] = await db().select({ title: benefits.title, text: benefits.text }).from(benefits).where(eq(benefits.slug, slug));
  return row;
}
