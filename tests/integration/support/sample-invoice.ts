import type { Invoice } from '~/services/billing/activation.server';

/** A Premium-plan tax invoice as issued (IGST, Karnataka to Maharashtra); tests change what they need. */
export function sampleInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 1,
    number: 'TS/2026-27/000123',
    financialYear: '2026-27',
    sequence: 123,
    orderId: 1,
    userId: 1,
    issuedAt: new Date('2026-11-21T06:00:00Z'),
    supplierName: 'TradeSetu Marketplace Private Limited',
    supplierAddress: '2nd Floor, 100 Feet Road, Indiranagar, Bengaluru, Karnataka 560038',
    supplierGstin: '29AAGCB7383J1Z4',
    supplierStateCode: '29',
    recipientName: 'राम ट्रेडर्स प्राइवेट लिमिटेड',
    recipientAddress: 'Plot No. 14-B, Second Floor, Shree Ganesh Industrial Estate, Near Old Octroi Naka, Bhiwandi Road, Thane, Maharashtra 421302'.slice(0, 120),
    recipientGstin: '27AAECR1234K1Z5',
    placeOfSupplyStateCode: '27',
    sacCode: '998399',
    description: 'Premium membership, 12 months',
    taxablePaise: 1000000,
    ratePercent: 18,
    cgstPaise: 0,
    sgstPaise: 0,
    utgstPaise: 0,
    igstPaise: 180000,
    totalPaise: 1180000,
    ...overrides,
  } as Invoice;
}
