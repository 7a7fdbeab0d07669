import { benefitEntries } from '../app/services/db/schema/billing';
import type { Transaction } from '../app/services/db/client.server';

type Entry = typeof benefitEntries.$inferInsert;

/** Starter content for the members' area; the team edits and adds to it later. */
const entries: Entry[] = [
  {
    slug: 'gst-invoice-checklist',
    section: 'knowledge-bank',
    title: 'The GST tax invoice checklist (Rule 46)',
    summary: 'Every field a B2B tax invoice must carry, and the mistakes that get input tax credit denied.',
    body: 'Supplier name, address and GSTIN; a consecutive invoice number of up to 16 characters, unique in the financial year; the date; the recipient’s name, address and GSTIN; HSN or SAC; taxable value; rate and amount of CGST/SGST or IGST; place of supply; and the total in figures and words. Buyers can claim input tax credit only when the invoice also appears in their GSTR-2B, so ask suppliers to file GSTR-1 on time.',
  },
  {
    slug: 'export-first-shipment',
    section: 'knowledge-bank',
    title: 'Your first export shipment: IEC, LUT and shipping bill',
    summary: 'The documents an MSME needs before its first consignment leaves India.',
    body: 'Get an Importer-Exporter Code from DGFT (free, online, linked to your PAN). File a Letter of Undertaking on the GST portal each financial year to export without paying IGST. Your customs broker files the shipping bill on ICEGATE; keep the commercial invoice, packing list and bill of lading together for the refund of any IGST paid.',
  },
  {
    slug: 'msme-samadhaan-delayed-payments',
    section: 'knowledge-bank',
    title: 'Getting paid on time: the 45-day rule for MSMEs',
    summary: 'How Udyam-registered suppliers can recover payments delayed beyond 45 days.',
    body: 'Under the MSMED Act, buyers must pay Udyam-registered micro and small suppliers within the agreed term, at most 45 days. Past that, compound interest at three times the RBI bank rate applies, and the supplier can file on the MSME Samadhaan portal for the Facilitation Council to mediate.',
  },
  {
    slug: 'gstr-1-due-dates',
    section: 'info-tracker',
    title: 'GSTR-1 and GSTR-3B due dates this quarter',
    summary: 'Monthly filers: GSTR-1 by the 11th and GSTR-3B by the 20th of the next month; QRMP filers by the 13th and 22nd/24th after the quarter.',
    body: 'Late fees run per day of delay for each return. Invoice Furnishing Facility (IFF) lets QRMP taxpayers upload B2B invoices in the first two months of a quarter so buyers get their credit sooner.',
  },
  {
    slug: 'pli-and-credit-guarantee',
    section: 'info-tracker',
    title: 'Scheme watch: credit guarantee for micro and small enterprises',
    summary: 'Collateral-free loans through CGTMSE cover; what lenders ask for and the current ceiling.',
    body: 'Member lending institutions extend collateral-free credit to micro and small enterprises with a guarantee from CGTMSE. Ask your bank for the guarantee fee, which depends on the loan amount and the enterprise category.',
  },
  {
    slug: 'pricing-for-b2b-buyers',
    section: 'master-classes',
    title: 'Master class: pricing for bulk B2B buyers',
    summary: 'A 60-minute session on tiered pricing, MOQ and payment terms that protect your margin.',
    body: 'Covers cost-plus versus value pricing, quantity slabs, advance and LC terms, and how to quote freight (EXW, FOB, CIF). Recording available to members after the live session.',
    eventDate: new Date('2026-12-12T10:30:00+05:30'),
  },
  {
    slug: 'gem-seller-onboarding',
    section: 'master-classes',
    title: 'Master class: selling to government on GeM',
    summary: 'Register, list and bid on the Government e-Marketplace, step by step.',
    body: 'Walks through seller registration with Udyam and PAN, catalogue upload, bid participation and reverse auctions, and the MSE purchase preference.',
    eventDate: new Date('2027-01-16T15:00:00+05:30'),
  },
  {
    slug: 'un-procurement-textiles',
    section: 'global-tenders',
    title: 'UN agencies: tenders for cotton textiles and PPE',
    summary: 'How to register on the UN Global Marketplace (UNGM) and follow open calls from UNICEF and UNHCR supply divisions.',
    body: 'Register your company on UNGM at the basic level (free), select the UNSPSC codes for your products, and subscribe to tender alerts. Most calls ask for ISO certification and past export references.',
    link: 'https://www.ungm.org/',
  },
  {
    slug: 'world-bank-step-procurement',
    section: 'global-tenders',
    title: 'World Bank–funded projects: goods tenders in South Asia',
    summary: 'Where to find goods and works tenders under World Bank projects and what a bid security costs.',
    body: 'Procurement notices are published on the World Bank projects site and in UNDB Online. National competitive bids in India also appear on the CPP Portal; read the bid data sheet for eligibility and bid security amounts.',
  },
];

export async function seedBenefitContent(tx: Transaction): Promise<void> {
  await tx.insert(benefitEntries).values(entries).onConflictDoNothing();
}
