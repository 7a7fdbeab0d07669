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
      { paragraphs: ['We connect buyers with verified Indian suppliers and give small businesses the tools large firms take for granted: a catalogue that opens fast on any phone, qualified enquiries, GST-compliant invoices and a members directory.', 'Our team works from Bengaluru with partners in industrial clusters across the country.'] },
    ],
  },
  '/vision-mission': {
    title: 'Vision & Mission',
    summary: 'Why we built the marketplace and what we measure ourselves by.',
    sections: [
      { heading: 'Vision', paragraphs: ['Every Indian business, however small, can find buyers anywhere in India and the world, and be paid safely.'] },
      { heading: 'Mission', bullets: ['Verify suppliers’ GSTIN, PAN and address so buyers can trust who they deal with', 'Keep listing free and simple for micro enterprises', 'Offer growth services — grants, mentoring, training — in one place', 'Publish our own fees and policies openly'] },
    ],
  },
  '/advisory-board': {
    title: 'Advisory Board',
    summary: 'Practitioners from industry, finance and education who guide our priorities.',
    sections: [
      { paragraphs: ['Our advisers include MSME owners from manufacturing clusters, a retired public-sector banker, a startup incubator director and a trade-policy researcher. They meet every quarter to review member feedback, verification standards and new services.', 'Members can write to the board through the contact page; every letter is answered.'] },
    ],
  },
  '/quality-policy': {
    title: 'Quality Policy',
    summary: 'How we keep listings accurate and suppliers accountable.',
    sections: [
      { bullets: ['Verified suppliers pass GSTIN, PAN and address checks before the badge appears', 'Listings with misleading prices or photos are removed after review', 'Buyers can report a supplier from any product page; we respond within two working days', 'Repeated complaints lead to suspension of the supplier’s account'] },
    ],
  },
  '/terms': {
    title: 'Terms of Use',
    summary: 'The rules for using the marketplace, in plain language.',
    sections: [
      { heading: 'Using the marketplace', paragraphs: ['You must give true business details when you register. You are responsible for the listings, quotations and messages sent from your account.'] },
      { heading: 'Trading', paragraphs: ['Contracts for goods and services are between buyer and seller. Where Trade Assurance applies, payments are held until the buyer confirms delivery or the dispute window closes.'] },
      { heading: 'Membership', paragraphs: ['Paid plans run for one year from payment. Prices include 18% GST and a tax invoice is issued for every payment.'] },
      { heading: 'Governing law', paragraphs: ['These terms are governed by the laws of India; courts in Bengaluru have jurisdiction.'] },
    ],
  },
  '/privacy': {
    title: 'Personal Information and Privacy',
    summary: 'What personal data we collect, why, and your rights under the Digital Personal Data Protection Act, 2023.',
    sections: [
      { heading: 'What we collect', bullets: ['Account details: name, email, mobile, company and designation', 'Business identifiers: GSTIN, PAN, Udyam and DPIIT numbers', 'Enquiries, chat messages and service requests you send'] },
      { heading: 'Who sees it', paragraphs: ['A supplier sees a buyer’s contact details only when the buyer sends them an enquiry. We never sell personal data.'] },
      { heading: 'Your rights', paragraphs: ['You can ask for a copy, correction or deletion of your data by writing to our Grievance Officer.'] },
    ],
  },
  '/refund-policy': {
    title: 'Refund & Cancellation',
    summary: 'When membership fees are refunded.',
    sections: [{ bullets: ['Cancel within 7 days of payment for a full refund if no paid service was used', 'Refunds go back to the original payment method within 7 working days', 'A credit note is issued against the original tax invoice'] }],
  },
  '/grievance-officer': {
    title: 'Grievance Officer',
    summary: 'Contact for complaints under the IT Rules, 2021 and the Consumer Protection (E-Commerce) Rules, 2020.',
    sections: [{ paragraphs: ['Write to the Grievance Officer through the contact page, choosing “Complaint”. We acknowledge within 48 hours and resolve within one month.'] }],
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
      { heading: 'How do I get verified?', paragraphs: ['Register with your GSTIN and PAN. Our team checks them and your address, usually within two working days.'] },
      { heading: 'Do plan prices include GST?', paragraphs: ['Yes. ₹5,900 for the Basic Pack is ₹5,000 plus 18% GST, and you receive a GST tax invoice.'] },
      { heading: 'How do I pay?', paragraphs: ['By UPI, net banking or card. Trade Assurance orders can also use escrow.'] },
    ],
  },
  '/trade-alert': {
    title: 'Trade Alert',
    summary: 'Get notified when buyers post requirements in your category.',
    sections: [{ paragraphs: ['Sellers with a paid plan receive trade alerts by email for new buy requirements in their categories and states. Set your categories when you register.'] }],
  },
};
