import { asc, isNotNull } from 'drizzle-orm';
import {
  detectIntent,
  extractPlace,
  extractQuantity,
  sameUnit,
  searchPhrases,
  type ChatIntent,
  type Place,
  type Quantity,
  unitFor,
} from '~/domain/chat-understanding';
import { splitGst } from '~/domain/gst';
import { gstinStateCode } from '~/domain/india-ids';
import { indianStates, stateByGstCode } from '~/domain/india-states';
import { chatData } from '~/domain/chat-links';
import { formatInr } from '~/domain/money';
import { searchUrl } from '~/domain/urls';
import { config } from '~/config.server';
import { db } from '~/services/db/client.server';
import { companies } from '~/services/db/schema/companies';
import { plans } from '~/services/db/schema/content';
import { synonymsOf } from '~/domain/search-synonyms';
import { searchProducts, type ProductHit } from '~/services/search/search.server';
import type { PageContext, SupplierFacts } from '~/services/chat/page-context.server';
import type { VerificationLevel } from '~/domain/verification';
import type { Locale } from '~/domain/locale';
import { companiesByLevel } from '~/services/trust/verification-review.server';
import { serverTranslator } from '~/services/i18n/catalog.server';
import type { Translate } from '~/domain/translate';

/**
 * The built-in assistant: answers the common questions from the database, so visitors get a
 * useful and truthful answer on a machine with no AI provider. Links are written as
 * [text](/path), which the widget renders as links; what sellers or visitors wrote goes through
 * chatData, so it cannot write a link of its own (issue 18, finding 5).
 */
export interface AssistantAnswer {
  intent: ChatIntent;
  text: string;
  /**
   * The visitor asked for a person, or the assistant could not answer: the conversation goes to
   * the marketplace team's queue (/admin/chats).
   */
  handover: boolean;
  quantity?: Quantity;
  place?: Place;
}

const PLAN_FEATURES = ['directoryOfMembers', 'globalTenders', 'knowledgeBank', 'infoTracker', 'onlineMasterClasses', 'b2bOpportunities'] as const;

/** The answers' texts in the visitor's language (app/content/messages/assistant.ts). */
type T = Translate<'assistant'>;

const levelLabel = (t: T, level: VerificationLevel) => t(`level_${level}`);
const levelMeaning = (t: T, level: VerificationLevel) => t(`meaning_${level}`);
/** Counts as Indians group them (1,23,456), in both languages. */
const count = (value: number) => value.toLocaleString('en-IN');

const MAX_HITS = 3;

/** A question about "this" (product, supplier, page) rather than about something it names. */
const ABOUT_THIS_PAGE = /\b(this|these|that|here|it|its)\b/i;

/**
 * Answers one message; `page` is what the visitor is looking at (page-context.server.ts), so "what
 * is the minimum order?" on a product page is about that product. `locale` is the language to answer
 * in (the one the visitor wrote in: chatLanguage in app/domain/chat-understanding.ts).
 */
export async function answerWithAssistant(message: string, page?: PageContext, locale: Locale = 'en'): Promise<AssistantAnswer> {
  const t = serverTranslator(locale, 'assistant');
  const places = await knownPlaces();
  const quantity = extractQuantity(message);
  const place = extractPlace(message, places);
  const catalogue = await findInCatalogue(message, quantity, place);
  const intent = detectIntent(message, catalogue !== undefined);
  const extra = { ...(quantity ? { quantity } : {}), ...(place ? { place } : {}) };
  const shown = page && page.kind !== 'page' ? page : undefined;
  // A product question that names nothing the catalogue has, or that says "this", is about the page.
  if (shown && (intent === 'product' || intent === 'unknown') && (!catalogue || ABOUT_THIS_PAGE.test(message))) {
    return { intent, text: await pageAnswer(t, shown), handover: false, ...extra };
  }
  if (intent === 'verification' && (shown?.kind === 'product' || shown?.kind === 'supplier')) {
    return { intent, text: `${supplierVerificationLine(t, shown.supplier)}\n${await verificationAnswer(t)}`, handover: false, ...extra };
  }
  const text = await answerFor(t, intent, message, catalogue, quantity, place);
  const handover = intent === 'contact' || intent === 'unknown' || (intent === 'product' && catalogue === undefined);
  return { intent, text, handover, ...extra };
}

/** A link to one of our pages whose label is data (a product, company or category name). */
const link = (label: string, url: string) => `[${chatData(label)}](${url})`;

function supplierVerificationLine(t: T, supplier: SupplierFacts): string {
  return t('levelVerification', { supplier: link(supplier.name, supplier.url), level: levelLabel(t, supplier.level), meaning: levelMeaning(t, supplier.level) });
}

/** What the visitor's page shows, from the database: the product and its supplier, the supplier, or the category's top products. */
async function pageAnswer(t: T, page: Exclude<PageContext, { kind: 'page' }>): Promise<string> {
  switch (page.kind) {
    case 'product': {
      const { product, supplier } = page;
      return [
        t('lookingAtProduct', { product: link(product.name, product.url), category: chatData(product.category), price: chatData(product.price), minimumOrder: chatData(product.minimumOrder) }),
        t('productSupplier', { supplier: link(supplier.name, supplier.url), where: chatData(supplier.where), level: levelLabel(t, supplier.level).toLowerCase(), record: supplier.responseRecord }),
        t('askSupplier'),
      ].join('\n');
    }
    case 'supplier':
      return [
        t('lookingAtSupplier', { supplier: link(page.supplier.name, page.supplier.url), where: chatData(page.supplier.where), level: levelLabel(t, page.supplier.level).toLowerCase(), record: page.supplier.responseRecord }),
        t('supplierProducts'),
      ].join('\n');
    case 'category': {
      const found = await searchProducts({ q: '', limit: MAX_HITS, filters: { category: page.categorySlug, ...(page.subcategorySlug ? { subcategory: page.subcategorySlug } : {}) } });
      const category = link(page.name, page.url);
      if (found.items.length === 0) return t('emptyCategory', { category });
      return [t('inCategory', { category, total: count(found.total) }), ...found.items.map((hit, index) => hitLine(t, hit, index, undefined)), t('tellMe')].join('\n');
    }
  }
}

async function answerFor(
  t: T,
  intent: ChatIntent,
  message: string,
  catalogue: CatalogueMatch | undefined,
  quantity: Quantity | undefined,
  place: Place | undefined,
): Promise<string> {
  switch (intent) {
    case 'product':
      return catalogue ? productAnswer(t, catalogue, quantity, place) : noProductAnswer(t, message, quantity, place);
    case 'plans':
      return plansAnswer(t, message);
    case 'registration':
      return t('registration');
    case 'verification':
      return verificationAnswer(t);
    case 'trade_assurance':
      return t('tradeAssurance', { siteName: config().SITE_NAME });
    case 'contact':
      return t('contact', { handedOver: t('handedOver'), phone: config().PLATFORM_PHONE, email: config().PLATFORM_EMAIL });
    case 'greeting':
      return t('greeting', { siteName: config().SITE_NAME });
    case 'thanks':
      return t('thanks');
    case 'unknown':
      return t('unknown', { handedOver: t('handedOver') });
  }
}

interface CatalogueMatch {
  phrase: string;
  hits: ProductHit[];
  total: number;
}

const wholeWord = (phrase: string) => new RegExp(`\\b${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(s|es)?\\b`, 'i');

/**
 * Tries the message's phrases against the real search, most specific first. A phrase counts
 * when a hit names it as whole words (so "hi" does not match "Chilli", nor "charge" "Charger"),
 * products named by it before those whose category or supplier is; a match only through the
 * products' keywords (e.g. "tamatar beej") is kept as the last resort.
 */
async function findInCatalogue(message: string, quantity: Quantity | undefined, place: Place | undefined): Promise<CatalogueMatch | undefined> {
  let keywordOnly: CatalogueMatch | undefined;
  for (const phrase of searchPhrases(message, quantity, place).slice(0, 8)) {
    const { items, total, match } = await searchProducts({ q: phrase, limit: 50 });
    if (items.length === 0) continue;
    const pattern = wholeWord(phrase);
    const byName = items.filter((hit) => pattern.test(hit.name));
    const byOther = items.filter((hit) => !byName.includes(hit) && (pattern.test(hit.categoryName) || pattern.test(hit.supplier.name)));
    const named = [...byName, ...byOther];
    if (named.length > 0) return { phrase, hits: named, total: named.length === items.length ? total : named.length };
    const lower = phrase.toLowerCase();
    const partialName = items.some((hit) => `${hit.name} ${hit.categoryName} ${hit.supplier.name}`.toLowerCase().includes(lower));
    // A match only through keywords or descriptions counts for a trade word the catalogue knows
    // ("atta", "tamatar beej"); otherwise a corrected spelling ("weather" → "leather") or a word from a
    // description ("match", "included") would turn small talk into a product list.
    const tradeWord = phrase.includes(' ') || synonymsOf(phrase).length > 0;
    if (match === 'all-words' && !partialName && tradeWord) keywordOnly ??= { phrase, hits: items, total };
  }
  return keywordOnly;
}

function inPlace(hit: ProductHit, place: Place): boolean {
  if (place.kind === 'city') return hit.supplier.city.toLowerCase() === place.name.toLowerCase();
  return hit.supplier.stateName?.toLowerCase() === place.name.toLowerCase();
}

/** A hit's price as priceRangeText writes it, in the answer's language. */
function priceText(t: T, hit: ProductHit): string {
  if (hit.priceMinPaise === null) return t('priceOnRequest');
  const max = hit.priceMaxPaise !== null && hit.priceMaxPaise !== hit.priceMinPaise ? `–${formatInr(hit.priceMaxPaise)}` : '';
  return t('pricePerUnit', { price: `${formatInr(hit.priceMinPaise)}${max}`, unit: hit.unit });
}

function hitLine(t: T, hit: ProductHit, index: number, quantity: Quantity | undefined): string {
  const where = chatData([hit.supplier.city, hit.supplier.stateName].filter(Boolean).join(', '));
  const badge = hit.supplier.verified ? `, ${levelLabel(t, 'documents_reviewed').toLowerCase()}` : '';
  let moq = t('minimumOrder', { quantity: String(hit.minOrderQty), unit: chatData(unitFor(hit.minOrderQty, hit.unit)) });
  if (quantity && sameUnit(quantity.unit, hit.unit) && quantity.amount < hit.minOrderQty) moq += t('moreThanNeeded', { quantity: quantity.text });
  return t('hitLine', { n: String(index + 1), product: link(hit.name, hit.url), price: chatData(priceText(t, hit)), moq, supplier: link(hit.supplier.name, hit.supplier.url), where, badge });
}

function productAnswer(t: T, match: CatalogueMatch, quantity: Quantity | undefined, place: Place | undefined): string {
  const lines: string[] = [];
  let hits = match.hits;
  const wantedText = chatData([quantity ? quantity.text : '', place ? t('inPlace', { place: place.name }) : ''].filter(Boolean).join(', '));
  const wanted = wantedText ? ` (${wantedText})` : '';
  const phrase = chatData(match.phrase);
  if (place) {
    const local = hits.filter((hit) => inPlace(hit, place));
    const placeName = chatData(place.name);
    if (local.length > 0) {
      hits = [...local, ...hits.filter((hit) => !inPlace(hit, place))];
      lines.push(t('topMatchesLocalFirst', { phrase, wanted, place: placeName }));
    } else {
      lines.push(t('noneInPlace', { phrase, place: placeName, withQuantity: quantity ? t('withQuantity', { quantity: chatData(quantity.text) }) : '' }));
    }
  } else {
    lines.push(t('topMatches', { phrase, wanted }));
  }
  hits.slice(0, MAX_HITS).forEach((hit, index) => lines.push(hitLine(t, hit, index, quantity)));
  if (match.total > MAX_HITS) lines.push(t('seeAll', { total: String(match.total), phrase, url: searchUrl(match.phrase) }));
  lines.push(t('openProduct'));
  return lines.join('\n');
}

function noProductAnswer(t: T, message: string, quantity: Quantity | undefined, place: Place | undefined): string {
  const phrase = searchPhrases(message, quantity, place)[0];
  const what = phrase ? `"${chatData(phrase)}"` : t('that');
  return t('noProduct', { what, url: searchUrl(phrase ?? ''), handedOver: t('handedOver') });
}

async function plansAnswer(t: T, message: string): Promise<string> {
  const rows = await db().select().from(plans).orderBy(asc(plans.position));
  if (rows.length === 0) return t('plansUnavailable');
  const platformState = gstinStateCode(config().PLATFORM_GSTIN) ?? '29';
  const stateName = stateByGstCode(platformState)?.name ?? t('ourState');
  const lower = message.toLowerCase();
  const named = rows.filter((plan) => lower.includes(plan.name.toLowerCase().split(' ')[0] ?? plan.name.toLowerCase()));
  const ordered = [...named, ...rows.filter((plan) => !named.includes(plan))];
  const lines = [t('plansIntro')];
  for (const plan of ordered) {
    const split = splitGst({ totalPaise: plan.pricePaise, supplierStateCode: platformState, placeOfSupplyStateCode: platformState });
    const features = PLAN_FEATURES.filter((key) => plan[key]).map((key) => t(`feature_${key}`));
    lines.push(t('planLine', { name: plan.name, price: formatInr(plan.pricePaise), taxable: formatInr(split.taxable), tax: formatInr(split.tax), features: features.join(', ') }));
  }
  lines.push(t('plansGst', { state: stateName }), t('plansCompare'));
  return lines.join('\n');
}

async function verificationAnswer(t: T): Promise<string> {
  const counts = await companiesByLevel();
  const levels = (['documents_reviewed', 'identifiers_checked'] as const).map((level) => `- ${levelLabel(t, level)}: ${levelMeaning(t, level)}`);
  return [
    t('verificationIntro', { siteName: config().SITE_NAME }),
    ...levels,
    t('verificationCounts', { reviewed: count(counts.documents_reviewed), identifiers: count(counts.identifiers_checked), none: count(counts.none) }),
    t('verificationMore'),
  ].join('\n');
}

/** States of India plus every city a supplier is in, from the database. */
async function knownPlaces(): Promise<Place[]> {
  const cities = await db()
    .selectDistinct({ city: companies.city, stateCode: companies.stateCode })
    .from(companies)
    .where(isNotNull(companies.stateCode));
  return [
    ...indianStates.map((state): Place => ({ name: state.name, kind: 'state', stateCode: state.gstCode })),
    ...cities
      .filter((row): row is { city: string; stateCode: string } => row.city !== '' && row.stateCode !== null)
      .map((row): Place => ({ name: row.city, kind: 'city', stateCode: row.stateCode })),
  ];
}
