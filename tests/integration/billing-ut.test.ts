import { describe, expect, it } from 'vitest';
import { createOrder } from '~/services/billing/orders.server';
import { checkoutInput, createBuyer, gstinFor } from './support/billing-fixtures';

// A platform registered in Chandigarh (code 04, a UT without a legislature): a supply to a
// Chandigarh buyer carries CGST + UTGST instead of CGST + SGST. Config is read on first use.
process.env.PLATFORM_GSTIN = gstinFor('04', 'AAGCB7383J');

describe('tax split for a platform in a union territory', () => {
  for (const [plan, total, taxable] of [['basic', 590000, 500000], ['premium', 1180000, 1000000], ['elite', 1770000, 1500000]] as const) {
    it(`${plan}: CGST 9% + UTGST 9% within Chandigarh, IGST 18% to Karnataka`, async () => {
      const local = await createBuyer('04');
      const { order } = await createOrder(local.id, checkoutInput({ plan, expectedTotalPaise: total, gstin: local.gstin, billingStateCode: '04' }));
      expect(order).toMatchObject({ taxablePaise: taxable, cgstPaise: taxable * 0.09, utgstPaise: taxable * 0.09, sgstPaise: 0, igstPaise: 0 });

      const far = await createBuyer('29');
      const { order: inter } = await createOrder(far.id, checkoutInput({ plan, expectedTotalPaise: total, gstin: far.gstin, billingStateCode: '29' }));
      expect(inter).toMatchObject({ taxablePaise: taxable, igstPaise: taxable * 0.18, cgstPaise: 0, utgstPaise: 0 });
    });
  }
});
