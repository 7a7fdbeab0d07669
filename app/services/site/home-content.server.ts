import { asc, eq } from 'drizzle-orm';
import { readDb } from '~/services/db/replicas.server';
import { benefits, categoryTiles, partners, plans, states, testimonials } from '~/services/db/schema/content';
import { figureStats, marketplaceFigures } from '~/services/site/figures.server';
import { namespaces } from '~/content/messages';
import { stateName } from '~/content/state-names-hi';
import type { Locale } from '~/domain/locale';
import { serverTranslator } from '~/services/i18n/catalog.server';

/**
 * A home-page text from the database in the page's language: app/content/messages/home-content.ts
 * keys the seeded texts by their English; a text it does not know (added later by the team) stays as written.
 */
function contentTranslator(locale: Locale): (text: string) => string {
  const t = serverTranslator(locale, 'homeContent');
  return (text) => (Object.hasOwn(namespaces.homeContent, text) ? t(text as keyof typeof namespaces.homeContent) : text);
}

/** Everything the home page shows below the header, read in parallel; the figures are counted (figures.server.ts). */
export async function loadHomeContent(locale: Locale = 'en') {
  const text = contentTranslator(locale);
  const d = readDb();
  const [benefitRows, tileRows, testimonialRows, stateRows, partnerRows, figures] = await Promise.all([
    d.select().from(benefits).orderBy(asc(benefits.position)),
    d.select({ id: categoryTiles.id, label: categoryTiles.label, icon: categoryTiles.icon, categorySlug: categoryTiles.categorySlug, drawing: categoryTiles.drawing }).from(categoryTiles).orderBy(asc(categoryTiles.position)),
    d.select().from(testimonials).orderBy(asc(testimonials.position)),
    d.select({ code: states.code, name: states.name, slug: states.slug, tagline: states.tagline }).from(states).orderBy(asc(states.position)),
    d.select({ slug: partners.slug, name: partners.name, kind: partners.kind }).from(partners).orderBy(asc(partners.position)),
    marketplaceFigures(),
  ]);
  return {
    benefits: benefitRows.map((row) => ({ slug: row.slug, title: text(row.title), text: text(row.text) })),
    categoryTiles: tileRows.map((tile) => ({ ...tile, name: text(tile.label) })),
    testimonials: testimonialRows.map(({ id, name, title, quote }) => ({ id, name, title, quote })),
    states: stateRows.map((state) => ({ ...state, name: locale === 'hi' ? stateName(state.code, locale) : state.name })),
    partners: partnerRows,
    stats: figureStats(figures).map((stat) => ({ ...stat, label: text(stat.label) })),
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
  const rows = await readDb().select().from(plans).orderBy(asc(plans.position));
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
  const [row] = await readDb().select({ title: benefits.title, text: benefits.text }).from(benefits).where(eq(benefits.slug, slug));
  return row;
}
