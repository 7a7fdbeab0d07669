/**
 * The seller dashboard's rules: the days its figures cover (India dates), how its listings table is
 * sorted and paged, and how complete a company profile is with the one next step to take. Pure:
 * the service (services/catalog/seller-dashboard.server.ts) gathers the facts, the page shows them.
 */
import { z } from 'zod';
import { LISTING_STATES, type ListingState } from '~/domain/listing';

/** India Standard Time is UTC+05:30 all year (no daylight saving), so a fixed offset is exact. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day in India (YYYY-MM-DD) of an instant: what a product view is counted under. */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The two periods the dashboard reports, each ending today (India date) and including it:
 * "last 7 days" is today and the six days before. `from` is the first day, for the daily view
 * counts; `since` is midnight of that day in India, for timestamps such as an inquiry's.
 */
export function dashboardPeriods(now: Date) {
  const today = indiaDay(now);
  const midnight = Date.parse(`${today}T00:00:00.000Z`) - IST_OFFSET_MS;
  const period = (days: number) => {
    const since = new Date(midnight - (days - 1) * DAY_MS);
    return { from: indiaDay(since), since };
  };
  return { today, week: period(7), month: period(30) };
}

/** How the listings table can be ordered; the first is the default. */
const DASHBOARD_SORTS = {
  views30: 'views in the last 30 days',
  views7: 'views in the last 7 days',
  inquiries30: 'inquiries in the last 30 days',
  inquiries7: 'inquiries in the last 7 days',
  name: 'name',
  updated: 'last change',
} as const;
export type DashboardSort = keyof typeof DASHBOARD_SORTS;
const SORT_KEYS = Object.keys(DASHBOARD_SORTS) as [DashboardSort, ...DashboardSort[]];

/** Rows per page of the listings table: a company with 2,000 listings gets 40 pages, not one long table. */
export const DASHBOARD_PAGE_SIZE = 50;

/**
 * The page's query string (?sort=views7&state=rejected&page=2). It comes from links, but anyone can
 * type a URL: a value that makes no sense falls back to the default instead of failing the page.
 */
export const dashboardQuerySchema = z.object({
  sort: z.enum(SORT_KEYS).catch('views30'),
  state: z.enum(LISTING_STATES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

export function parseDashboardQuery(params: URLSearchParams): DashboardQuery {
  return dashboardQuerySchema.parse({ sort: params.get('sort') ?? undefined, state: params.get('state') || undefined, page: params.get('page') ?? undefined });
}

/** The dashboard URL for a query, leaving out defaults so links stay short. */
export function dashboardUrl(query: Partial<DashboardQuery>): string {
  const params = new URLSearchParams();
  if (query.sort && query.sort !== 'views30') params.set('sort', query.sort);
  if (query.state) params.set('state', query.state);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return `/account/dashboard${search ? `?${search}` : ''}`;
}

/** What the company profile and its listings have, as the completeness check needs it. */
export interface ProfileFacts {
  description: boolean;
  address: boolean;
  gstin: boolean;
  pan: boolean;
  udyam: boolean;
  photos: boolean;
  website: boolean;
  yearEstablished: boolean;
  /** Contact person, mobile and email all given. */
  contact: boolean;
  /** Primary category and sub category chosen. */
  categories: boolean;
  listings: Partial<Record<ListingState, number>>;
  /** The oldest listing a seller can act on to get one live: a rejected one, else a draft. */
  listingToFix: { id: number; name: string; state: 'rejected' | 'draft' } | null;
}

export interface ProfileStep {
  key: string;
  /** What is there when done, for the checklist. */
  label: string;
  done: boolean;
  /** Share of the percentage. */
  weight: number;
  /** The step to take, as a link text, and where to take it. */
  action: string;
  href: string;
}

/** The profile form's field anchors: Conform gives each control the id "<form id>-<name>". */
const profileField = (name: string) => `/account#profile-${name}`;
export const listingEditorUrl = (productId: number) => `/account/products/${productId}`;

/**
 * The checklist, most useful first: a live listing is what buyers find, a way to reach the seller
 * comes next, then what makes buyers trust a supplier. Weights add up to 100.
 */
function steps(facts: ProfileFacts): ProfileStep[] {
  const live = (facts.listings.live ?? 0) > 0;
  const fix = facts.listingToFix;
  const listingAction = fix
    ? { action: fix.state === 'rejected' ? `Fix the rejected listing “${fix.name}” and submit it again` : `Finish and submit your draft “${fix.name}”`, href: listingEditorUrl(fix.id) }
    : { action: 'Add your first product listing', href: '/account/products' };
  return [
    { key: 'live-listing', label: 'At least one live listing', done: live, weight: 25, ...listingAction },
    { key: 'contact', label: 'Contact person, mobile and email', done: facts.contact, weight: 10, action: 'Give a contact person, mobile and email', href: profileField('mobile') },
    { key: 'gstin', label: 'GSTIN', done: facts.gstin, weight: 10, action: 'Add your GSTIN', href: profileField('gstNumber') },
    { key: 'address', label: 'Business address', done: facts.address, weight: 10, action: 'Add your business address', href: profileField('address') },
    { key: 'categories', label: 'Main category and sub category', done: facts.categories, weight: 5, action: 'Choose the category you mainly sell in', href: profileField('category') },
    { key: 'pan', label: 'PAN', done: facts.pan, weight: 5, action: 'Add your PAN', href: profileField('pan') },
    { key: 'udyam', label: 'Udyam registration number', done: facts.udyam, weight: 5, action: 'Add your Udyam registration number', href: profileField('udyamNumber') },
    { key: 'year', label: 'Year of establishment', done: facts.yearEstablished, weight: 5, action: 'Add the year your business was established', href: profileField('yearOfEstablishment') },
    { key: 'website', label: 'Website', done: facts.website, weight: 5, action: 'Add your website', href: profileField('website') },
    { key: 'description', label: 'A description of the company', done: facts.description, weight: 10, action: 'Describe your company for buyers', href: '/account' },
    { key: 'photos', label: 'Photos of the business', done: facts.photos, weight: 10, action: 'Add photos of your business', href: '/account' },
  ];
}

/**
 * The profile's completeness in per cent, every step with whether it is done, and the single next
 * step: the most useful one not done. A listing waiting in review is not the seller's step to take,
 * so while one waits (and none is live) the next step is the next profile item instead.
 */
export function profileCompleteness(facts: ProfileFacts): { percent: number; steps: ProfileStep[]; next: ProfileStep | null } {
  const all = steps(facts);
  const percent = all.reduce((sum, step) => sum + (step.done ? step.weight : 0), 0);
  const waitingForReview = (facts.listings.submitted ?? 0) > 0 && !facts.listingToFix;
  const next = all.find((step) => !step.done && !(step.key === 'live-listing' && waitingForReview)) ?? null;
  return { percent, steps: all, next };
}
