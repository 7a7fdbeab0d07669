import { describe, expect, it } from 'vitest';
import { MIN_THREADS } from '~/domain/response-record';
import { answerRates, reliabilityOf } from '~/services/requirements/matching.server';
import { insertRequirement, newBuyer, newSupplier, sendTo } from './support/requirement-fixtures';

const DAY = 24 * 60 * 60 * 1000;

describe("a supplier's answer rate in matching (its response record)", () => {
  it('counts requirements it answered and those it has had two days to answer, not the ones that just arrived', async () => {
    const buyer = await newBuyer('29');
    const supplier = await newSupplier('27');
    const long = new Date(Date.now() - 5 * DAY);
    for (let i = 0; i < MIN_THREADS; i++) {
      const requirement = await insertRequirement(buyer);
      await sendTo(requirement.id, supplier.companyId, { createdAt: long, respondedAt: new Date(long.getTime() + DAY), status: 'declined' });
    }
    // Two that arrived a minute ago are not yet misses.
    for (let i = 0; i < 2; i++) await sendTo((await insertRequirement(buyer)).id, supplier.companyId, { createdAt: new Date(Date.now() - 60_000) });
    expect(reliabilityOf((await answerRates([supplier.companyId])).get(supplier.companyId))).toEqual({ text: 'Replies to 100% of inquiries, usually within 1 day', share: 1 });

    // One left unanswered for three days is.
    const missed = await insertRequirement(buyer);
    await sendTo(missed.id, supplier.companyId, { createdAt: new Date(Date.now() - 3 * DAY) });
    const rate = reliabilityOf((await answerRates([supplier.companyId])).get(supplier.companyId));
    expect(rate.text).toBe('Replies to 83% of inquiries, usually within 1 day');
    expect(rate.share).toBeCloseTo(5 / 6);
    // The requirement being matched does not count towards its own score.
    expect(reliabilityOf((await answerRates([supplier.companyId], missed.id)).get(supplier.companyId)).share).toBe(1);
  });

  it('calls a supplier with too short a record new, at half the weight', async () => {
    const supplier = await newSupplier('27');
    expect(reliabilityOf((await answerRates([supplier.companyId])).get(supplier.companyId))).toEqual({ text: 'New on TradeSetu — not enough inquiries yet to show a reply rate', share: 0.5 });
  });
});
