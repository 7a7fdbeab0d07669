import type { Locale } from '~/domain/locale';
import { LEVEL_LABELS, LEVEL_MEANINGS, type VerificationLevel } from '~/domain/verification';
import { PROGRAMMES_HI } from './programmes-hi';

/**
 * The two programme pages behind the home page's promotional panels. The panels keep their words
 * (SPEC.md); these pages say exactly what stands behind them today and what does not exist yet.
 * The verification levels' words come from app/domain/verification.ts so they are written once.
 */
export interface ProgrammePage {
  title: string;
  text: string;
  points: string[];
  notYet: string[];
}

const SHOWN_LEVELS: VerificationLevel[] = ['identifiers_checked', 'documents_reviewed'];

const PROGRAMMES: Record<string, ProgrammePage> = {
  'verified-supplier': {
    title: 'Verified Supplier programme',
    text: 'Each supplier page shows the level its checks add up to and the list of checks with their dates. There are two levels:',
    points: [
      ...SHOWN_LEVELS.map((level) => `${LEVEL_LABELS[level]}: ${LEVEL_MEANINGS[level]}`),
      'A “verified supplier” on this site, as in the programme’s name, is a supplier at the level “Documents reviewed”, the badge on cards and in search.',
      'When a company changes its GSTIN, PAN or address, its level falls back until the checks are done again.',
      'Checking a GSTIN against the GST register happens only where a GST verification provider is set up for the site; when it has answered, the supplier page shows that check with its date.',
    ],
    notYet: [
      'We do not visit factories or offices.',
      'We do not check the quality of products or a supplier’s delivery record.',
    ],
  },
  'trade-assurance': {
    title: 'Trade Assurance',
    text: 'What this means on the marketplace today: buyers pay suppliers directly, on the terms they agree, and the marketplace keeps the record of the deal.',
    points: [
      'Your inquiry, the conversation with the supplier, the quotations and the purchase order are kept on the marketplace as a record both sides can open.',
      'Each supplier page shows what we have checked about the company, so you can decide whom to deal with.',
      'Membership plans are paid by UPI (our team confirms the payment from its UTR) or, where the site has it set up, through the Razorpay payment gateway by UPI, net banking or card; every plan payment gets a GST tax invoice.',
      'If a supplier misleads you or does not deliver, use “Report” on the supplier’s page (or the contact page); our team can take down its listings or suspend the company.',
    ],
    notYet: [
      'Payments for orders between businesses are not held in escrow: the buyer pays the supplier directly.',
      'There is no protection against products that are not as described, shipping delays or damage, and no refund of an order’s price from us.',
      'We do not mediate disputes over orders.',
    ],
  },
};

/** The programme page for a slug (`/verified-supplier-info` → 'verified-supplier'), if there is one, in a language. */
export function programmePage(slug: string, locale: Locale = 'en'): ProgrammePage | undefined {
  const programmes = locale === 'hi' ? PROGRAMMES_HI : PROGRAMMES;
  return Object.hasOwn(programmes, slug) ? programmes[slug] : undefined;
}
