import { describe, expect, it } from 'vitest';
import * as poPage from '~/routes/purchase-orders.$number';
import * as poPdf from '~/routes/purchase-orders.$number.pdf';
import { acceptQuote } from '~/services/requirements/decisions.server';
import { makeAdmin } from './support/billing-fixtures';
import { newBuyer, insertQuote, insertRequirement, quoteInput, newSupplier } from './support/requirement-fixtures';
import { flat, pdfText } from './support/pdf-text';
import { answerOf, callRoute, requestAs } from './support/route-call';

/** A Maharashtra buyer accepts a Karnataka supplier's quote (IGST): the purchase order is made. */
async function acceptedOrder() {
  const buyer = await newBuyer('27');
  const requirement = await insertRequirement(buyer, { deliveryPin: '411001', title: 'Jute bags 50 kg' });
  const supplier = await newSupplier('29');
  const quote = await insertQuote(requirement.id, supplier, '29', [quoteInput({ unitPricePaise: 4_550, quantity: 2000, hsnCode: '6305', gstRateBp: 500, freightPaise: 250_000, paymentTerms: '50% advance, rest on delivery' })]);
  const outcome = await acceptQuote(buyer, requirement.reference, quote.id);
  if (!outcome.purchaseOrderNumber) throw new Error('no purchase order');
  return { buyer, supplier, number: outcome.purchaseOrderNumber };
}

const open = async (handler: typeof poPage.loader | typeof poPdf.loader, userId: number, path: string, number: string) =>
  answerOf(callRoute(handler as (args: never) => Promise<unknown>, await requestAs(userId, path), { number }));

describe('purchase orders', () => {
  it('numbers purchase orders one after another within the financial year', async () => {
    const first = await acceptedOrder();
    const second = await acceptedOrder();
    const sequence = (n: string) => Number(n.slice(-6));
    expect(second.number.slice(0, -6)).toBe(first.number.slice(0, -6));
    expect(sequence(second.number)).toBe(sequence(first.number) + 1);
  });

  it('opens for the buyer company, the supplier company and the marketplace team only; anyone else gets 404', async () => {
    const { buyer, supplier, number } = await acceptedOrder();
    const admin = await makeAdmin();
    for (const userId of [buyer.id, supplier.id, admin.id]) {
      const answer = await open(poPage.loader, userId, `/purchase-orders/${number}`, number);
      expect(answer.status).toBe(200);
    }
    const page = (await open(poPage.loader, buyer.id, `/purchase-orders/${number}`, number)).data as Awaited<ReturnType<typeof poPage.loader>>;
    // Each party finds its way back to the requirement as it sees it; the marketplace team has no such page.
    const reference = page.po.requirement.reference;
    expect(page.po.requirementHref).toBe(`/account/requirements/${reference}`);
    const backFor = async (userId: number) => ((await open(poPage.loader, userId, `/purchase-orders/${number}`, number)).data as Awaited<ReturnType<typeof poPage.loader>>).po.requirementHref;
    expect(await backFor(supplier.id)).toBe(`/account/leads/requirements/${reference}`);
    expect(await backFor(admin.id)).toBeNull();
    // ₹45.50 × 2,000 = ₹91,000 + ₹2,500 freight = ₹93,500; IGST 5% = ₹4,675; total ₹98,175.
    expect(page.po).toMatchObject({
      number,
      buyer: { gstin: buyer.gstin, stateCode: '27' },
      supplier: { gstin: supplier.gstin, stateCode: '29' },
      line: { hsnCode: '6305', quantity: '2,000 kg', unitPrice: '₹45.50', gstRate: '5%', goods: '₹91,000.00' },
      taxable: '₹93,500.00',
      taxes: [{ label: 'IGST @ 5%', amount: '₹4,675.00' }],
      total: '₹98,175.00',
      paymentTerms: '50% advance, rest on delivery',
    });

    const stranger = await newBuyer('27');
    for (const handler of [poPage.loader, poPdf.loader]) {
      expect((await open(handler, stranger.id, `/purchase-orders/${number}`, number)).status).toBe(404);
    }
    expect((await open(poPage.loader, buyer.id, '/purchase-orders/PO-1', 'PO-1')).status).toBe(404);
  });

  it('downloads as a PDF with both GSTINs, the HSN, quantity, price and the tax split', async () => {
    const { buyer, supplier, number } = await acceptedOrder();
    for (const userId of [buyer.id, supplier.id]) {
      const answer = await open(poPdf.loader, userId, `/purchase-orders/${number}.pdf`, number);
      expect(answer.status).toBe(200);
      const response = answer.data as Response;
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
      const text = flat(await pdfText(bytes));
      for (const expected of [number, buyer.gstin, supplier.gstin, '6305', '2,000 kg', '₹45.50', 'IGST @ 5%', '₹4,675.00', '₹98,175.00', 'Maharashtra (27)', '50% advance, rest on delivery']) {
        expect(text).toContain(expected);
      }
    }
  });
});
