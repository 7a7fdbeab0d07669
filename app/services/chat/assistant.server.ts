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
import { CHAT_TEXTS } from '~/domain/chat';
import { chatData } from '~/domain/chat-links';
import { formatInr } from '~/domain/money';
import { searchUrl } from '~/domain/urls';
import { config } from '~/config.server';
import { db } from '~/services/db/client.server';
import { companies } from '~/services/db/schema/companies';
import { plans } from '~/services/db/schema/content';
import { synonymsOf } from '~/domain/search-synonyms';
import { searchProducts, type ProductHit } from '~/services/search/search.server';
import { priceRangeText, type PageContext, type SupplierFacts } from '~/services/chat/page-context.server';
import { LEVEL_LABELS, LEVEL_MEANINGS } from '~/domain/verification';
import { companiesByLevel } from '~/services/trust/verification-review.server';

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

const PLAN_FEATURES = [
  ['directoryOfMembers', 'Directory of members'],
  ['globalTenders', 'Global Tenders Services'],
  ['knowledgeBank', 'Knowledge Bank'],
  ['infoTracker', 'Info Tracker Services'],
  ['onlineMasterClasses', 'Online Master Classes'],
  ['b2bOpportunities', 'B2B Opportunities'],
] as const;

const MAX_HITS = 3;

/** A question about "this" (product, supplier, page) rather than about something it names. */
const ABOUT_THIS_PAGE = /\b(this|these|that|here|it|its)\b/i;

/**
 * Answers one message; `page` is what the visitor is looking at (page-context.server.ts), so "what
 * is the minimum order?" on a product page is about that product.
 */
export async function answerWithAssistant(message: string, page?: PageContext): Promise<AssistantAnswer> {
  const places = await knownPlaces();
  const quantity = extractQuantity(message);
  const place = extractPlace(message, places);
  const catalogue = await findInCatalogue(message, quantity, place);
  const intent = detectIntent(message, catalogue !== undefined);
  const extra = { ...(quantity ? { quantity } : {}), ...(place ? { place } : {}) };
  const shown = page && page.kind !== 'page' ? page : undefined;
  // A product question that names nothing the catalogue has, or that says "this", is about the page.
  if (shown && (intent === 'product' || intent === 'unknown') && (!catalogue || ABOUT_THIS_PAGE.test(message))) {
    return { intent, text: await pageAnswer(shown), handover: false, ...extra };
  }
  if (intent === 'verification' && (shown?.kind === 'product' || shown?.kind === 'supplier')) {
    return { intent, text: `${supplierVerificationLine(shown.supplier)}\n${await verificationAnswer()}`, handover: false, ...extra };
  }
  const text = await answerFor(intent, message, catalogue, quantity, place);
  const handover = intent === 'contact' || intent === 'unknown' || (intent === 'product' && catalogue === undefined);
  return { intent, text, handover, ...extra };
}

/** A link to one of our pages whose label is data (a product, company or category name). */
const link = (label: string, url: string) => `[${chatData(label)}](${url})`;

function supplierVerificationLine(supplier: SupplierFacts): string {
  return `${link(supplier.name, supplier.url)}: ${LEVEL_LABELS[supplier.level]}. ${LEVEL_MEANINGS[supplier.level]} Its page lists each check with its date.`;
}

/** What the visitor's page shows, from the database: the product and its supplier, the supplier, or the category's top products. */
async function pageAnswer(page: Exclude<PageContext, { kind: 'page' }>): Promise<string> {
  switch (page.kind) {
    case 'product':
      return [
        `You are looking at ${link(page.product.name, page.product.url)} (${chatData(page.product.category)}): ${chatData(page.product.price)}, minimum order ${chatData(page.product.minimumOrder)}.`,
        `Supplier: ${link(page.supplier.name, page.supplier.url)}, ${chatData(page.supplier.where)}, ${LEVEL_LABELS[page.supplier.level].toLowerCase()}. ${page.supplier.responseRecord}.`,
        'To ask the supplier about price, packing or delivery, send an inquiry with the form on this page; they answer you on TradeSetu.',
      ].join('\n');
    case 'supplier':
      return [
        `You are looking at ${link(page.supplier.name, page.supplier.url)}, ${chatData(page.supplier.where)}, ${LEVEL_LABELS[page.supplier.level].toLowerCase()}. ${page.supplier.responseRecord}.`,
        'Their products are listed on this page; to ask them something, send an inquiry with the form beside them.',
      ].join('\n');
    case 'category': {
      const found = await searchProducts({ q: '', limit: MAX_HITS, filters: { category: page.categorySlug, ...(page.subcategorySlug ? { subcategory: page.subcategorySlug } : {}) } });
      if (found.items.length === 0) return `You are in ${link(page.name, page.url)}; it has no products right now. Try the [search](/search) or ask me for a product.`;
      return [`You are in ${link(page.name, page.url)}, with ${found.total.toLocaleString('en-IN')} products. A few of them:`, ...found.items.map((hit, index) => hitLine(hit, index, undefined)), 'Tell me what you need (for example "500 kg in Pune") and I will look for it.'].join('\n');
    }
  }
}

async function answerFor(
  intent: ChatIntent,
  message: string,
  catalogue: CatalogueMatch | undefined,
  quantity: Quantity | undefined,
  place: Place | undefined,
): Promise<string> {
  switch (intent) {
    case 'product':
      return catalogue ? productAnswer(catalogue, quantity, place) : noProductAnswer(message, quantity, place);
    case 'plans':
      return plansAnswer(message);
    case 'registration':
      return registrationAnswer();
    case 'verification':
      return verificationAnswer();
    case 'trade_assurance':
      return tradeAssuranceAnswer();
    case 'contact':
      return contactAnswer();
    case 'greeting':
      return `Hello! I can help you find products and suppliers on ${config().SITE_NAME}, explain our membership plans, registration, supplier verification and trade assurance. What are you looking for?`;
    case 'thanks':
      return 'You are welcome! If you need anything else, just ask here or use the [contact form](/contact).';
    case 'unknown':
      return `I am not sure I can answer that. ${CHAT_TEXTS.handedOver} I can help you find products and suppliers, explain plan prices, how to register, supplier verification and trade assurance; you can also use the [contact form](/contact).`;
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

const priceText = (hit: ProductHit) => priceRangeText(hit.priceMinPaise, hit.priceMaxPaise, hit.unit);

function hitLine(hit: ProductHit, index: number, quantity: Quantity | undefined): string {
  const where = chatData([hit.supplier.city, hit.supplier.stateName].filter(Boolean).join(', '));
  const badge = hit.supplier.verified ? `, ${LEVEL_LABELS.documents_reviewed.toLowerCase()}` : '';
  let moq = `minimum order ${hit.minOrderQty} ${chatData(unitFor(hit.minOrderQty, hit.unit))}`;
  if (quantity && sameUnit(quantity.unit, hit.unit) && quantity.amount < hit.minOrderQty) moq += ` (more than the ${quantity.text} you need)`;
  return `${index + 1}. ${link(hit.name, hit.url)} — ${chatData(priceText(hit))}, ${moq}. Supplier: ${link(hit.supplier.name, hit.supplier.url)} (${where}${badge})`;
}

function productAnswer(match: CatalogueMatch, quantity: Quantity | undefined, place: Place | undefined): string {
  const lines: string[] = [];
  let hits = match.hits;
  const wanted = chatData([quantity ? quantity.text : '', place ? `in ${place.name}` : ''].filter(Boolean).join(', '));
  const phrase = chatData(match.phrase);
  const placeName = place ? chatData(place.name) : '';
  if (place) {
    const local = hits.filter((hit) => inPlace(hit, place));
    if (local.length > 0) {
      hits = [...local, ...hits.filter((hit) => !inPlace(hit, place))];
      lines.push(`Here are the top matches for "${phrase}"${wanted ? ` (${wanted})` : ''}, suppliers in ${placeName} first:`);
    } else {
      lines.push(`I found no supplier of "${phrase}" in ${placeName}, but these suppliers elsewhere in India can help${quantity ? ` with ${chatData(quantity.text)}` : ''}:`);
    }
  } else {
    lines.push(`Here are the top matches for "${phrase}"${wanted ? ` (${wanted})` : ''}:`);
  }
  hits.slice(0, MAX_HITS).forEach((hit, index) => lines.push(hitLine(hit, index, quantity)));
  if (match.total > MAX_HITS) lines.push(`See all ${match.total} results: [search for "${phrase}"](${searchUrl(match.phrase)})`);
  lines.push('Open a product to send the supplier an inquiry with your quantity and delivery place.');
  return lines.join('\n');
}

function noProductAnswer(message: string, quantity: Quantity | undefined, place: Place | undefined): string {
  const phrase = searchPhrases(message, quantity, place)[0];
  const what = phrase ? `"${chatData(phrase)}"` : 'that';
  return `I could not find ${what} in our catalogue right now. Try [searching the catalogue](${searchUrl(phrase ?? '')}) with other words. ${CHAT_TEXTS.handedOver} Our team can look for suppliers for you; you can also write to them through the [contact form](/contact).`;
}

async function plansAnswer(message: string): Promise<string> {
  const rows = await db().select().from(plans).orderBy(asc(plans.position));
  if (rows.length === 0) return 'Membership plans are not on sale right now. Please use the [contact form](/contact) and our team will help you.';
  const platformState = gstinStateCode(config().PLATFORM_GSTIN) ?? '29';
  const stateName = stateByGstCode(platformState)?.name ?? 'our state';
  const lower = message.toLowerCase();
  const named = rows.filter((plan) => lower.includes(plan.name.toLowerCase().split(' ')[0] ?? plan.name.toLowerCase()));
  const ordered = [...named, ...rows.filter((plan) => !named.includes(plan))];
  const lines = [`Our annual membership plans (prices per annum, including 18% GST):`];
  for (const plan of ordered) {
    const split = splitGst({ totalPaise: plan.pricePaise, supplierStateCode: platformState, placeOfSupplyStateCode: platformState });
    const features = PLAN_FEATURES.filter(([key]) => plan[key]).map(([, label]) => label);
    lines.push(`- ${plan.name}: ${formatInr(plan.pricePaise)} per annum (${formatInr(split.taxable)} + ${formatInr(split.tax)} GST). Includes: ${features.join(', ')}.`);
  }
  lines.push(
    `GST: for a business in ${stateName} the 18% is charged as CGST 9% + SGST 9%; for a business in any other state it is IGST 18%. Add your GSTIN at checkout to get a tax invoice and claim input tax credit.`,
    'Compare the plans on the [subscription page](/subscription).',
  );
  return lines.join('\n');
}

function registrationAnswer(): string {
  return [
    'To register, open the [registration form](/register); it has 3 steps.',
    'Keep these ready:',
    '- Your name, designation, email, mobile (WhatsApp) and business address',
    '- PAN of the business',
    '- GSTIN (its embedded PAN must match the PAN you give)',
    '- Udyam registration number if you are an MSME, and DPIIT recognition number if you are a startup (choose "not registered" if you have none)',
    '- How the company is registered (Private Limited, LLP, Partnership Firm, Proprietorship …), year of establishment, business type and category',
    '- Up to 5 products you sell or buy, with photos (JPEG, PNG or WebP, up to 5 MB each)',
    'You can register as a seller, a buyer or both.',
  ].join('\n');
}

async function verificationAnswer(): Promise<string> {
  const counts = await companiesByLevel();
  const levels = (['documents_reviewed', 'identifiers_checked'] as const).map((level) => `- ${LEVEL_LABELS[level]}: ${LEVEL_MEANINGS[level]}`);
  return [
    `${config().SITE_NAME} says what it checked about each supplier, in levels:`,
    ...levels,
    `Today ${counts.documents_reviewed.toLocaleString('en-IN')} suppliers have documents reviewed, ${counts.identifiers_checked.toLocaleString('en-IN')} have identifiers checked and ${counts.none.toLocaleString('en-IN')} are not checked yet. Each supplier page lists its checks with their dates.`,
    'Read more about the [verified-supplier programme](/verified-supplier-info), or ask me for a product and tick "Suppliers with documents reviewed" in the search filters.',
  ].join('\n');
}

function tradeAssuranceAnswer(): string {
  return [
    `On ${config().SITE_NAME} buyers pay suppliers directly: payments for orders are not held in escrow, and there is no protection from us against products or shipping that are not as agreed.`,
    'The marketplace keeps your inquiry, the conversation, the quotations and the purchase order as a record for both sides.',
    'Membership plans are paid by UPI (our team confirms the UTR), or through the Razorpay payment gateway by UPI, net banking or card where it is set up.',
    'Read the details on the [trade assurance page](/trade-assurance-info); if a supplier has misled you, use “Report” on the supplier’s page and we will tell you the outcome.',
    'A refund of a plan fee is asked for through the [contact page](/contact), as the refund policy says.',
  ].join('\n');
}

function contactAnswer(): string {
  const c = config();
  return `Our team is happy to help. ${CHAT_TEXTS.handedOver} You can also write to us through the [contact form](/contact), call ${c.PLATFORM_PHONE} or email ${c.PLATFORM_EMAIL}.`;
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
