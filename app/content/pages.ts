import type { Locale } from '~/domain/locale';
import { contentPagesHi } from './pages-hi';

/**
 * Short content pages linked from the footer and the home page. Each is real, useful text rather
 * than a placeholder; paragraphs and bullet lists only, so they render without HTML in data.
 */
export interface ContentSection {
  heading?: string;
  paragraphs?: string[];
  bullets?: string[];
}
export interface ContentPage {
  title: string;
  summary: string;
  sections: ContentSection[];
}

export const contentPages: Record<string, ContentPage> = {
  '/about': {
    title: 'About us',
    summary: 'An open B2B marketplace built for Indian startups, MSMEs, social and innovative enterprises.',
    sections: [
      { paragraphs: ['We connect buyers with Indian suppliers, show what we have checked about each supplier, and give small businesses tools large firms take for granted: a catalogue that opens fast on any phone, inquiries and quotations on record, GST tax invoices for plans and a members directory.', 'Our team works from Bengaluru with partners in industrial clusters across the country.'] },
    ],
  },
  '/vision-mission': {
    title: 'Vision & Mission',
    summary: 'Why we built the marketplace and what we measure ourselves by.',
    sections: [
      { heading: 'Vision', paragraphs: ['Any Indian business, however small, can be found by buyers across India and deal with them on the record.'] },
      { heading: 'Mission', bullets: ['Check suppliers’ GSTIN and PAN, review their GST registration certificate, and show buyers exactly which checks were done and when', 'Keep listing free and simple for micro enterprises', 'Offer growth services — grants, mentoring, training — in one place', 'Publish our own fees and policies openly'] },
    ],
  },
  '/advisory-board': {
    title: 'Advisory Board',
    summary: 'Practitioners from industry, finance and education who guide our priorities.',
    sections: [
      { paragraphs: ['Our advisers include MSME owners from manufacturing clusters, a retired public-sector banker, a startup incubator director and a trade-policy researcher. They meet each quarter to review member feedback, verification standards and new services.', 'Members can write to the board through the contact page.'] },
    ],
  },
  '/quality-policy': {
    title: 'Quality Policy',
    summary: 'How we keep listings accurate and suppliers accountable.',
    sections: [
      { bullets: ['The “Documents reviewed” badge appears only when a reviewer has compared the supplier’s GST registration certificate with its GSTIN, PAN, name and address', 'New listings from suppliers without the badge are reviewed before they go live; listings with misleading prices or photos are taken down', 'Buyers can report a supplier, a listing, a message or a review with its “Report” link, and are told the outcome', 'A company that misleads buyers can be suspended: its listings are hidden and its logins refused'] },
    ],
  },
  '/terms': {
    title: 'Terms of Use',
    summary: 'The rules for using the marketplace, in plain language.',
    sections: [
      { heading: 'Using the marketplace', paragraphs: ['You must give true business details when you register. You are responsible for the listings, quotations and messages sent from your account.'] },
      { heading: 'Trading', paragraphs: ['Contracts for goods and services are between buyer and seller. The buyer pays the seller directly: we do not hold payments for orders in escrow, and we do not insure, guarantee or refund orders between businesses. Inquiries, quotations and purchase orders sent on the marketplace are kept as a record for both sides.'] },
      { heading: 'Membership', paragraphs: ['Paid plans run for one year from payment. Prices include 18% GST and a GST tax invoice is issued for each plan payment.'] },
      { heading: 'Governing law', paragraphs: ['These terms are governed by the laws of India; courts in Bengaluru have jurisdiction.'] },
    ],
  },
  '/refund-policy': {
    title: 'Refund & Cancellation',
    summary: 'When membership fees are refunded.',
    sections: [{ paragraphs: ['This policy covers membership plan fees paid to us. Payments for orders between buyers and suppliers are made directly to the supplier; we cannot refund them.'], bullets: ['Ask through the contact page within 7 days of payment for a full refund of a plan fee, if no paid service was used', 'Our team handles refund requests by hand and returns the money to the original payment method within 7 working days', 'Our accounts team issues a credit note against the original tax invoice'] }],
  },
  '/business-insights': {
    title: 'Business Insights',
    summary: 'Short, practical reads on demand, pricing and markets for Indian SMEs.',
    sections: [{ bullets: ['Which categories buyers searched most this quarter', 'Pricing trends for agricultural inputs and textiles', 'How GST e-invoicing thresholds affect small suppliers'] }],
  },
  '/spot-risk-factors': {
    title: 'Spot Risk Factors',
    summary: 'Warning signs to check before you trade with a new partner.',
    sections: [{ bullets: ['The GSTIN does not match the company name or state — check it on the GST portal', 'Advance payment demanded to a personal account', 'Prices far below the market for branded goods', 'No physical address or landline'] }],
  },
  '/technology-trends': {
    title: 'Technology Trends',
    summary: 'Technology that is changing Indian B2B trade.',
    sections: [{ bullets: ['UPI for business payments and e-mandates', 'ONDC and open commerce networks', 'Low-cost automation and robotics in MSME factories', 'Solar rooftops cutting factory power bills'] }],
  },
  '/networking-events': {
    title: 'Networking Events',
    summary: 'Buyer–seller meets, trade fairs and cluster visits.',
    sections: [{ paragraphs: ['We host monthly online buyer–seller meets by category and take member delegations to major trade fairs. Members get invitations by email; anyone can ask to join through the contact page.'] }],
  },
  '/global-connect': {
    title: 'Global Connect',
    summary: 'Help for Indian suppliers selling abroad.',
    sections: [{ bullets: ['Export documentation and IEC guidance', 'Introductions to overseas buyers and sourcing agents', 'Information on export promotion councils and schemes'] }],
  },
  '/newsletter': {
    title: 'News Letter',
    summary: 'A monthly email with buyer demand, new schemes and member stories.',
    sections: [{ paragraphs: ['Members receive the newsletter by default and can unsubscribe from any issue. To receive it without an account, send us a note through the contact page.'] }],
  },
  '/success-stories': {
    title: 'Success Stories',
    summary: 'Members who grew through the marketplace.',
    sections: [{ bullets: ['A farmer producer company in Narayangaon now supplies two food processors directly', 'A Tiruppur knitwear exporter found three domestic brands as buyers', 'A Pune robotics startup met its first investor through Investor Connect'] }],
  },
  '/testimonials': {
    title: 'Testimonials',
    summary: 'What members say about trading with us.',
    sections: [{ paragraphs: ['Read member testimonials on the home page. If you would like to share your experience, write to us through the contact page.'] }],
  },
  '/customer-care': {
    title: 'Customer Care',
    summary: 'How to reach us and what to expect.',
    sections: [{ bullets: ['Phone and chat: Monday to Saturday, 9:30 am to 6:30 pm IST', 'Email replies within one working day', 'Urgent payment issues are handled first'] }],
  },
  '/faq': {
    title: 'Frequently asked questions',
    summary: 'Quick answers for buyers and sellers.',
    sections: [
      { heading: 'Is listing free?', paragraphs: ['Yes. Listing products and receiving enquiries is free; paid plans add the members directory and services.'] },
      { heading: 'How do I get verified?', paragraphs: ['Register with your GSTIN and PAN: their format, check digit and state code are checked automatically, which gives the level “Identifiers checked”. Upload your GST registration certificate from your account; when a reviewer has compared it with your GSTIN, PAN, name and address, your level becomes “Documents reviewed” and the badge appears.'] },
      { heading: 'Do plan prices include GST?', paragraphs: ['Yes. ₹5,900 for the Basic Pack is ₹5,000 plus 18% GST, and you receive a GST tax invoice.'] },
      { heading: 'How do I pay for a plan?', paragraphs: ['By UPI: you pay our UPI ID and enter the UTR, and our team confirms it. Where the site has the Razorpay payment gateway set up, you can also pay by UPI, net banking or card through it.'] },
      { heading: 'How do I pay a supplier?', paragraphs: ['Directly, on the terms you agree with the supplier. Orders between businesses are not held in escrow and there is no protection from us against products or shipping that are not as agreed; the inquiry, quotations and purchase order stay on the marketplace as a record. If a supplier misleads you, report it to us through the contact page.'] },
    ],
  },
  '/trade-alert': {
    title: 'Trade Alert',
    summary: 'Get notified when buyers post requirements in your category.',
    sections: [{ paragraphs: ['When a buyer posts a requirement, sellers whose listings, categories and delivery states match it are told in their notifications and, if they choose, by email. Set your categories when you register and your preferences in your account.'] }],
  },
};

/** A content page in a language (the Hindi twins are in app/content/pages-hi.ts), if the path is one. */
export function contentPage(path: string, locale: Locale): ContentPage | undefined {
  const pages = locale === 'hi' ? contentPagesHi : contentPages;
  return Object.hasOwn(pages, path) ? pages[path] : undefined;
}
