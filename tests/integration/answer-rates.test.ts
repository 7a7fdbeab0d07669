import { describe, expect, it } from 'vitest';
import { answerRates, reliabilityOf } from '~/services/requirements/matching.server';
import { insertRequirement, newBuyer, newSupplier, sendTo } from './support/requirement-fixtures';

const DAY = 24 * 60 * 60 * 1000;

describe("a supplier's answer rate", () => {
  it('counts requirements it answered and those it has had two days to answer, not the ones that just arrived', async () => {
    const buyer = await newBuyer('29');
    const supplier = await newSupplier('27');
    const long = new Date(Date.now() - 5 * DAY);
    for (let i = 0; i < 3; i++) {
      const requirement = await insertRequirement(buyer);
      await sendTo(requirement.id, supplier.companyId, { createdAt: long, respondedAt: new Date(long.getTime() + DAY), status: 'declined' });
    }
    // Two that arrived a minute ago are not yet misses.
    for (let i = 0; i < 2; i++) await sendTo((await insertRequirement(buyer)).id, supplier.companyId, { createdAt: new Date(Date.now() - 60_000) });
    expect(reliabilityOf((await answerRates([supplier.companyId])).get(supplier.companyId)).text).toBe('Answered 3 of 3 requirements');

    // One left unanswered for three days is.
    await sendTo((await insertRequirement(buyer)).id, supplier.companyId, { createdAt: new Date(Date.now() - 3 * DAY) });
    const rate = reliabilityOf((await answerRates([supplier.companyId])).get(supplier.companyId));
    expect(rate.text).toBe('Answered 3 of 4 requirements');
    expect(rate.share).toBe(0.75);
  });
});
