import { z } from 'zod';
import { builtOnce } from '~/domain/built-once';
import { stateBySlug } from '~/domain/india-states';
import { AVAILABILITY, type Availability } from '~/domain/listing';

/** Shapes shared by the search engine, the pages that show results and the chat assistant. */
export interface ProductHit {
  id: number;
  name: string;
  /** The Hindi name (issue 19), for pages shown in Hindi; null when the listing has none. */
  nameHi: string | null;
  slug: string;
  url: string;
  imageUrl: string;
  categoryName: string;
  categorySlug: string;
  subcategoryName: string;
  priceMinPaise: number | null;
  priceMaxPaise: number | null;
  unit: string;
  minOrderQty: number;
  supplier: { name: string; slug: string; url: string; city: string; stateName: string | null; verified: boolean; enterpriseType: EnterpriseType };
}

/**
 * What a product card shows: a listing page sends only this to the browser (it is serialised into
 * every page for hydration, so the fields a card does not show would only cost bytes and time).
 */
export interface ProductCardData {
  name: string;
  nameHi: string | null;
  url: string;
  imageUrl: string;
  priceMinPaise: number | null;
  priceMaxPaise: number | null;
  unit: string;
  minOrderQty: number;
  supplier: { name: string; url: string; city: string; stateName: string | null; verified: boolean };
}

export function toProductCard({ name, nameHi, url, imageUrl, priceMinPaise, priceMaxPaise, unit, minOrderQty, supplier }: ProductHit): ProductCardData {
  return { name, nameHi, url, imageUrl, priceMinPaise, priceMaxPaise, unit, minOrderQty, supplier: { name: supplier.name, url: supplier.url, city: supplier.city, stateName: supplier.stateName, verified: supplier.verified } };
}

export const ENTERPRISE_TYPES = ['startup', 'msme', 'social', 'innovative'] as const;
export type EnterpriseType = (typeof ENTERPRISE_TYPES)[number];
export const ENTERPRISE_TYPE_LABELS: Record<EnterpriseType, string> = { startup: 'Startup', msme: 'MSME', social: 'Social enterprise', innovative: 'Innovative enterprise' };

export const SORTS = ['relevance', 'price-asc', 'price-desc', 'newest'] as const;
export type SortOrder = (typeof SORTS)[number];

export interface ProductFilters {
  category?: string;
  subcategory?: string;
  state?: string;
  city?: string;
  enterpriseType?: EnterpriseType;
  verified?: boolean;
  priceMinPaise?: number;
  priceMaxPaise?: number;
  maxMinOrderQty?: number;
  availability?: Availability;
  /** A GST state code: listings that deliver there (or to all of India). */
  deliversTo?: string;
  supplier?: string;
}

export interface FacetValue {
  value: string;
  label: string;
  /** The label's Hindi name, when the catalogue has one (categories.name_hi, subcategories.name_hi). */
  labelHi?: string;
  count: number;
}
export interface ProductFacets {
  categories: FacetValue[];
  subcategories: FacetValue[];
  states: FacetValue[];
  enterpriseTypes: FacetValue[];
  verified: number;
  /** Counts scaled up from a sample of a broad query's matches, not counted one by one. */
  estimated?: boolean;
}

/** An estimated count rounded to two significant figures (12,345 → 12,000), never below 1. */
export function roundEstimate(n: number): number {
  if (n < 100) return Math.max(1, Math.round(n));
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

/** "3,719 products", or "About 34,000 products" when the total is an estimate. */
export function resultCount(total: number, estimated: boolean, noun: [string, string] = ['product', 'products']): string {
  const text = `${total.toLocaleString('en-IN')} ${total === 1 ? noun[0] : noun[1]}`;
  return estimated ? `About ${text}` : text;
}

export interface SupplierHit {
  name: string;
  slug: string;
  url: string;
  city: string;
  stateName: string | null;
  enterpriseType: EnterpriseType;
  verified: boolean;
  yearEstablished: number | null;
  productCount: number;
}

export interface Suggestion {
  label: string;
  url: string;
  kind: 'product' | 'category' | 'supplier';
}

export const PAGE_SIZE = 24;

/** Why a search has no results although something was typed; `code` is for translations. */
export interface SearchMessage {
  code: 'no-searchable-words' | 'close-matches';
  text: string;
}

/**
 * No product has the words as typed; those shown were found by how the words sound (a Hinglish
 * spelling of a Hindi name or vocabulary word: "dhaneeya", "kolhapuree"), so the page says so.
 */
export const CLOSE_MATCHES: SearchMessage = {
  code: 'close-matches',
  text: 'No product has these exact words. Showing close matches: products whose Hindi names or trade words sound like them.',
};

/** A query of emoji or punctuation only: nothing to look for (the catalogue is not listed instead). */
export const NO_SEARCHABLE_WORDS: SearchMessage = {
  code: 'no-searchable-words',
  text: 'Type a product name, a category or a supplier — in English, Hindi or Hinglish — to search. Emoji and punctuation alone find nothing.',
};

/** The most characters of a query that are searched. */
export const MAX_QUERY_LENGTH = 200;

/** Whether a query (as typed, trimmed) is longer than what is searched, so the page says it was shortened. */
export function isOverQueryLength(q: string): boolean {
  return Array.from(q.trim()).length > MAX_QUERY_LENGTH;
}

/**
 * A query cut to its first MAX_QUERY_LENGTH characters (whole characters, and at a space when there
 * is one near the end, so no word is searched half): a longer one used to be dropped, and the page
 * listed the whole catalogue as if nothing had been typed.
 */
export function shortenQuery(q: string): string {
  const characters = Array.from(q);
  if (!isOverQueryLength(q)) return q;
  const cut = characters.slice(0, MAX_QUERY_LENGTH).join('');
  const lastSpace = cut.search(/\s\S*$/u);
  return (lastSpace > MAX_QUERY_LENGTH / 2 && !/\s/u.test(characters[MAX_QUERY_LENGTH] ?? '') ? cut.slice(0, lastSpace) : cut).trim();
}

/** The query string of /search and the category pages: filters live in the URL so pages can be shared. */
const searchParamsSchema = /* @__PURE__ */ builtOnce(() => {
  const optionalText = z
    .string()
    .trim()
    .max(100)
    .transform((value) => value || undefined)
    .optional();
  const rupees = z
    .string()
    .trim()
    .regex(/^\d{0,9}$/)
    .transform((value) => (value ? Number(value) : undefined))
    .optional()
    .catch(undefined);
  return z.object({
    q: z.string().trim().transform(shortenQuery).catch('').default(''),
    page: z.coerce.number().int().min(1).max(1000).catch(1).default(1),
    sort: z.enum(SORTS).catch('relevance').default('relevance'),
    subcategory: optionalText.catch(undefined),
    state: optionalText.catch(undefined),
    city: optionalText.catch(undefined),
    type: z.enum(ENTERPRISE_TYPES).optional().catch(undefined),
    verified: z.literal('1').optional().catch(undefined),
    priceMin: rupees,
    priceMax: rupees,
    moq: rupees,
    availability: z.enum(AVAILABILITY.map((a) => a.code) as [Availability, ...Availability[]]).optional().catch(undefined),
    // A state's slug ("maharashtra"); one that names no state is dropped.
    deliversTo: z
      .string()
      .trim()
      .refine((slug) => stateBySlug(slug) !== undefined)
      .optional()
      .catch(undefined),
    category: optionalText.catch(undefined),
  });
});
export type SearchParams = z.infer<ReturnType<typeof searchParamsSchema>>;

export function parseSearchParams(params: URLSearchParams): SearchParams {
  const schema = searchParamsSchema();
  const raw: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  return schema.parse(raw);
}

export function filtersFromParams(params: SearchParams): ProductFilters {
  return {
    category: params.category,
    subcategory: params.subcategory,
    state: params.state,
    city: params.city,
    enterpriseType: params.type,
    verified: params.verified === '1' ? true : undefined,
    priceMinPaise: params.priceMin === undefined ? undefined : params.priceMin * 100,
    priceMaxPaise: params.priceMax === undefined ? undefined : params.priceMax * 100,
    maxMinOrderQty: params.moq,
    availability: params.availability,
    deliversTo: params.deliversTo === undefined ? undefined : stateBySlug(params.deliversTo)?.gstCode,
  };
}

/** The same page's URL with some parameters changed (undefined removes one); page resets unless set. */
export function withParams(pathname: string, current: URLSearchParams, changes: Record<string, string | undefined>): string {
  const next = new URLSearchParams(current);
  if (!('page' in changes)) next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}

const stem = (word: string) => word.toLowerCase().replace(/(es|s)$/, '');

/**
 * Splits `text` into plain and matching parts for the words a search matched, so pages can mark
 * them with <mark> without ever injecting HTML.
 */
export function highlightParts(text: string, terms: string[]): Array<{ text: string; match: boolean }> {
  const stems = terms.map(stem).filter((term) => term.length >= 2);
  if (stems.length === 0) return [{ text, match: false }];
  const parts: Array<{ text: string; match: boolean }> = [];
  for (const piece of text.split(/([\p{L}\p{M}\p{N}]+)/u)) {
    if (piece.length === 0) continue;
    const match = /[\p{L}\p{N}]/u.test(piece) && stems.some((term) => stem(piece).startsWith(term));
    const last = parts[parts.length - 1];
    // Neighbouring plain pieces are one part: "Agri Exports Pvt Ltd", not seven.
    if (last && !last.match && !match) last.text += piece;
    else parts.push({ text: piece, match });
  }
  return parts;
}

/** The query string for parsed parameters, leaving out defaults, so links stay short and canonical. */
export function paramsToSearch(params: SearchParams, omit: Array<keyof SearchParams> = []): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '' || omit.includes(key as keyof SearchParams)) continue;
    if ((key === 'sort' && value === 'relevance') || (key === 'page' && value === 1)) continue;
    search.set(key, String(value));
  }
  return search;
}
