import { PASSED_CHECK_CLAIMS } from '~/domain/verification-checks';
import { LEVEL_LABELS, LEVEL_MEANINGS, type VerificationLevel } from '~/domain/verification';
import { HINDI_CLAIMS } from './allowed-claims-hi';
import { isClaim, splitSentences, type AllowedClaim } from './claims';

/**
 * Every trust or marketing claim a public page or the assistant may make, with what backs it.
 * tests/e2e/claims.spec.ts and tests/integration/assistant-claims.test.ts fail, naming the page
 * and the sentence, when a page carries a claim that is not here. To add one: make the code true
 * first, then add the sentence with `backedBy` naming that code (docs/architecture.md, "Claims").
 */

const LEVELS: VerificationLevel[] = ['identifiers_checked', 'documents_reviewed'];
/** The levels' words live in app/domain/verification.ts; any page may repeat them. */
const LEVEL_CLAIMS: AllowedClaim[] = LEVELS.flatMap((level) =>
  [...splitSentences(`${LEVEL_LABELS[level]}: ${LEVEL_MEANINGS[level]}`), ...splitSentences(LEVEL_MEANINGS[level])].filter(isClaim).map((claim) => ({
    claim,
    backedBy: `verificationLevel() in app/domain/verification.ts: the level ${level} and the checks it needs`,
  })),
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The badges (optionally after the company's name, as cards and lists show them) and each passed
 * check with its date, as app/components/trust/verification.tsx writes them: the words come from
 * the domain, the facts from company_checks.
 */
const BADGE_CLAIMS: AllowedClaim[] = [
  ...LEVELS.map((level) => ({
    claim: new RegExp(`^([A-Z][^.!?%]{0,120} )?${level === 'documents_reviewed' ? '✓ ' : ''}${escapeRegExp(LEVEL_LABELS[level])}$`),
    backedBy: `companies.verification_level = ${level}, derived from the current company_checks`,
  })),
  ...Object.entries(PASSED_CHECK_CLAIMS).map(([check, words]) => ({
    claim: new RegExp(`^${escapeRegExp(words)} — \\d{1,2} [A-Z][a-z]{2} \\d{4}$`),
    backedBy: `a current passed company_checks row '${check}' with its date`,
  })),
  { claim: /^Suppliers with documents reviewed( \(≈?[\d,]+\))?$/, backedBy: 'the search filter and its count: companies at documents_reviewed (vf_1 token from the generated verified column)' },
];

const BADGE = 'companies.verified, generated from verification_level = documents_reviewed (db/migrations/0024_trust.sql)';
const CHECKS_SHOWN = 'the supplier page lists the company_checks behind its level with their dates';
const PANELS = 'the home page’s two promotional panels keep their words (issue 17); the programme page behind each says exactly what exists';
const NO_ESCROW = 'there is no escrow, payment holding or order protection in the code: the sentence says so';
const PLAN_PAYMENTS = 'app/services/billing/upi.server.ts (UTR confirmed by staff) and razorpay.server.ts (only when configured)';
const GST = 'plan prices in the plans table include 18% GST (app/domain/billing.ts); a tax invoice per payment (invoices.server.ts)';
const REVIEW = 'listing review: unverified sellers’ listings are submitted, reviewed and taken down in app/services/catalog/listing-review.server.ts';
const PLAN_REFUNDS = 'plan refunds are handled by the team by hand; the page says so and covers plan fees only';

const ALLOWED_CLAIMS_EN: readonly AllowedClaim[] = [
  ...LEVEL_CLAIMS,
  ...BADGE_CLAIMS,
  // The home page.
  { claim: 'Find Indian suppliers, products and services, see what has been checked about each supplier, and send inquiries.', backedBy: CHECKS_SHOWN },
  { claim: 'Find Indian suppliers, see what TradeSetu has checked about each one, send inquiries and compare quotations.', backedBy: CHECKS_SHOWN },
  { claim: 'See what TradeSetu has checked about a supplier, and keep inquiries, quotations and purchase orders on record in one place.', backedBy: `${CHECKS_SHOWN}; threads, quotes and purchase orders are stored` },
  { claim: 'Verified Supplier programme', backedBy: `${PANELS}: /verified-supplier-info lists the levels` },
  { claim: 'Every verified supplier has had its GSTIN, PAN and business address checked by our team.', backedBy: `${PANELS}; verified = documents_reviewed: a reviewer compared the GST certificate with the GSTIN, PAN, name and address` },
  { claim: '▶ Watch: how suppliers get verified', backedBy: PANELS },
  { claim: 'Trade Assurance', backedBy: `${PANELS}: /trade-assurance-info says orders are not held in escrow and not protected` },
  { claim: 'Pay securely by UPI, net banking or escrow.', backedBy: `${PANELS}: /trade-assurance-info says plans are paid by UPI or the gateway, and orders are not held in escrow` },
  { claim: 'If the product or the shipping is not as agreed, you are protected.', backedBy: `${PANELS}: /trade-assurance-info says there is no such protection yet` },
  { claim: '▶ Watch: how Trade Assurance protects you', backedBy: PANELS },
  {
    claim:
      'Built for the Digital India stack: GSTIN and PAN checked automatically at registration, membership plans paid by UPI, GST tax invoices for every plan payment, and listings that open fast on any phone.',
    backedBy: `gstin_format and pan_in_gstin checks (automatic); ${PLAN_PAYMENTS}; ${GST}`,
  },
  // The footer and the plans page.
  { claim: 'Refund & Cancellation', backedBy: PLAN_REFUNDS },
  { claim: 'Prices are per annum and include 18% GST.', backedBy: GST },
  { claim: /^.+ · GSTIN [0-9A-Z]{15} · CIN [0-9A-Z]+ · Terms · Privacy · Refunds$/, backedBy: `the platform's own identifiers from config; ${PLAN_REFUNDS}` },
  { claim: 'Search every member company and reach its contact person directly.', backedBy: 'the members directory lists every company with its contact person (app/routes/members.tsx) for plans that include it' },
  // Content pages (app/content/pages.ts).
  {
    claim:
      'We connect buyers with Indian suppliers, show what we have checked about each supplier, and give small businesses tools large firms take for granted: a catalogue that opens fast on any phone, inquiries and quotations on record, GST tax invoices for plans and a members directory.',
    backedBy: `${CHECKS_SHOWN}; threads and quotes; ${GST}; /members`,
  },
  { claim: 'They meet each quarter to review member feedback, verification standards and new services.', backedBy: 'the advisory board’s practice, not a feature of the site' },
  { claim: 'The “Documents reviewed” badge appears only when a reviewer has compared the supplier’s GST registration certificate with its GSTIN, PAN, name and address', backedBy: BADGE },
  { claim: 'New listings from suppliers without the badge are reviewed before they go live; listings with misleading prices or photos are taken down', backedBy: REVIEW },
  {
    claim: 'The buyer pays the seller directly: we do not hold payments for orders in escrow, and we do not insure, guarantee or refund orders between businesses.',
    backedBy: NO_ESCROW,
  },
  { claim: 'Prices include 18% GST and a GST tax invoice is issued for each plan payment.', backedBy: GST },
  { claim: 'What personal data we collect, why, and your rights under the Digital Personal Data Protection Act, 2023.', backedBy: 'the name of an Act, not a claim about the site' },
  { claim: 'Contact for complaints under the IT Rules, 2021 and the Consumer Protection (E-Commerce) Rules, 2020.', backedBy: 'the names of the Rules, not a claim about the site' },
  // The privacy notice and the Grievance Officer (issue 18): names of the Act, the Rules and the Board.
  { claim: 'If you are not satisfied with our answer, you can complain to the Data Protection Board of India, set up under the Digital Personal Data Protection Act, 2023.', backedBy: 'the name of an Act and its Board, not a claim about the site' },
  { claim: 'Complaints: to our Grievance Officer on /grievance-officer, then to the Data Protection Board of India.', backedBy: 'the name of the Board, not a claim about the site' },
  { claim: 'The Digital Personal Data Protection Rules, 2025 require a business to publish this period and let it be no longer than 90 days.', backedBy: 'the name of the Rules; rule 14(3) sets the 90-day ceiling, GRIEVANCE_RESPONSE_DAYS refuses more' },
  { claim: 'If our answer does not settle a complaint about your personal data, you can take it to the Data Protection Board of India.', backedBy: 'the name of the Board, not a claim about the site' },
  { claim: 'When membership fees are refunded.', backedBy: PLAN_REFUNDS },
  { claim: 'Payments for orders between buyers and suppliers are made directly to the supplier; we cannot refund them.', backedBy: NO_ESCROW },
  { claim: 'Ask through the contact page within 7 days of payment for a full refund of a plan fee, if no paid service was used', backedBy: PLAN_REFUNDS },
  { claim: 'Our team handles refund requests by hand and returns the money to the original payment method within 7 working days', backedBy: PLAN_REFUNDS },
  { claim: 'How do I get verified?', backedBy: 'the FAQ answer that follows describes the levels' },
  {
    claim: 'Register with your GSTIN and PAN: their format, check digit and state code are checked automatically, which gives the level “Identifiers checked”.',
    backedBy: 'gstin_format and pan_in_gstin checks run at registration (app/domain/verification.ts)',
  },
  {
    claim:
      'Upload your GST registration certificate from your account; when a reviewer has compared it with your GSTIN, PAN, name and address, your level becomes “Documents reviewed” and the badge appears.',
    backedBy: `company_documents and the reviewer's gst_certificate check; ${BADGE}`,
  },
  { claim: '₹5,900 for the Basic Pack is ₹5,000 plus 18% GST, and you receive a GST tax invoice.', backedBy: GST },
  {
    claim:
      'Orders between businesses are not held in escrow and there is no protection from us against products or shipping that are not as agreed; the inquiry, quotations and purchase order stay on the marketplace as a record.',
    backedBy: NO_ESCROW,
  },
  // The programme pages (app/content/programmes.ts).
  { claim: 'A “verified supplier” on this site, as in the programme’s name, is a supplier at the level “Documents reviewed”, the badge on cards and in search.', backedBy: BADGE },
  {
    claim: 'Checking a GSTIN against the GST register happens only where a GST verification provider is set up for the site; when it has answered, the supplier page shows that check with its date.',
    backedBy: 'the gst_register check is written only by the provider connector (method provider)',
  },
  { claim: 'Each supplier page shows what we have checked about the company, so you can decide whom to deal with.', backedBy: CHECKS_SHOWN },
  {
    claim:
      'Membership plans are paid by UPI (our team confirms the payment from its UTR) or, where the site has it set up, through the Razorpay payment gateway by UPI, net banking or card; every plan payment gets a GST tax invoice.',
    backedBy: `${PLAN_PAYMENTS}; ${GST}`,
  },
  { claim: 'Payments for orders between businesses are not held in escrow: the buyer pays the supplier directly.', backedBy: NO_ESCROW },
  { claim: 'There is no protection against products that are not as described, shipping delays or damage, and no refund of an order’s price from us.', backedBy: NO_ESCROW },
  { claim: 'Buyer and supplier profiles with GST details, and what TradeSetu has checked about each supplier', backedBy: `a B2B Connect benefit (seed/data/home.ts); ${CHECKS_SHOWN}` },
  // Directory, search and listings.
  { claim: 'Verified suppliers are listed first.', backedBy: 'company-directory.server.ts orders by companies.verified first' },
  { claim: /^Price (excludes|includes) GST \(\d+(\.\d+)?%\)$/, backedBy: 'the listing’s GST rate (products.gst_rate)' },
  { claim: /^HSN \d{4,8} · GST \d+(\.\d+)?%$/, backedBy: 'the listing’s HSN code and GST rate' },
  { claim: /^[\d,]+\+ [\p{L} ]+$/u, backedBy: 'a quantity break of the listing’s price table (products.price_breaks)' },
  {
    claim: 'Innovative enterprises invest in research and development: robotics integrators, clean-energy manufacturers, medical device makers and agri-tech firms with patents, certified labs or new designs.',
    backedBy: 'describes a kind of enterprise, not a claim about the site or a supplier',
  },
  // The assistant's canned answers (app/services/chat/assistant.server.ts).
  {
    claim: /^(Hello! )?I can help you find products and suppliers(,| on \S+,) explain (our membership plans, registration|plan prices, how to register), supplier verification and trade assurance[.;]/,
    backedBy: 'topics the assistant answers; its trade-assurance answer says there is no escrow or protection',
  },
  { claim: 'Our annual membership plans (prices per annum, including 18% GST):', backedBy: GST },
  { claim: /^(Basic|Premium|Elite) Pack: ₹[\d,]+ per annum \(₹[\d,]+ \+ ₹[\d,]+ GST\)\.?/, backedBy: `the plans table; ${GST}` },
  { claim: /^GST: for a business in .+ the 18% is charged as CGST 9% \+ SGST 9%; for a business in any other state it is IGST 18%\.$/, backedBy: 'app/domain/billing.ts tax split by the buyer’s state' },
  {
    claim: /^On \S+ buyers pay suppliers directly: payments for orders are not held in escrow, and there is no protection from us against products or shipping that are not as agreed\.$/,
    backedBy: NO_ESCROW,
  },
  { claim: 'Read the details on the trade assurance page; if a supplier has misled you, use “Report” on the supplier’s page and we will tell you the outcome.', backedBy: 'the page; reports.server.ts takes reports and notifies the reporter of the outcome' },
  { claim: 'A refund of a plan fee is asked for through the contact page, as the refund policy says.', backedBy: PLAN_REFUNDS },
  { claim: /^Supplier: .+ \(.+, verified supplier\)$/, backedBy: BADGE },
  // The assistant's answer about verification (verificationAnswer): the levels' words and counts from the database.
  { claim: /^\S+ says what it checked about each supplier, in levels:$/, backedBy: `${CHECKS_SHOWN}; the levels in app/domain/verification.ts` },
  {
    claim: /^Today [\d,]+ suppliers have documents reviewed, [\d,]+ have identifiers checked and [\d,]+ are not checked yet\.$/,
    backedBy: 'companiesByLevel() counts companies by verification_level in the database',
  },
  {
    claim: 'Read more about the verified-supplier programme, or ask me for a product and tick "Suppliers with documents reviewed" in the search filters.',
    backedBy: 'the search filter `verified` matches companies at documents_reviewed (vf_1 token from the generated column)',
  },
];

/** The English claim (or null) a sentence of an English page matches. */
export function englishClaimFor(sentence: string): AllowedClaim | null {
  return ALLOWED_CLAIMS_EN.find(({ claim }) => (typeof claim === 'string' ? claim === sentence : claim.test(sentence))) ?? null;
}

/**
 * The Hindi pages' claims (app/content/allowed-claims-hi.ts): each backed as the English sentence it
 * translates is, or, when that sentence makes no claim in English, by being its translation.
 */
const TRANSLATED_CLAIMS: AllowedClaim[] = HINDI_CLAIMS.map(({ claim, translates }) => ({
  claim,
  backedBy: `the Hindi of “${translates}”: ${englishClaimFor(translates)?.backedBy ?? 'a sentence that makes no claim in English'}`,
}));

export const ALLOWED_CLAIMS: readonly AllowedClaim[] = [...ALLOWED_CLAIMS_EN, ...TRANSLATED_CLAIMS];
