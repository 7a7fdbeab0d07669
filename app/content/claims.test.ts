import { describe, expect, it } from 'vitest';
import { ALLOWED_CLAIMS } from './allowed-claims';
import { isClaim, pageClaims, pageSentences, unlistedClaims } from './claims';

describe('claim extractor', () => {
  it('fails a page that adds "100% genuine suppliers", naming the sentence', () => {
    const page = '<html><body><main><h1>Welcome</h1><p>Find products. We list 100% genuine suppliers.</p></main></body></html>';
    expect(unlistedClaims(pageClaims(page), ALLOWED_CLAIMS)).toEqual(['We list 100% genuine suppliers.']);
  });

  it('recognises trust words, superlatives, big numbers and figures with + or %', () => {
    const claims = [
      'Every supplier is verified.',
      'Payments held in escrow.',
      'Buyer protection on all orders.',
      'The largest marketplace in India.',
      'Over 2 lakh buyers.',
      '200M+ products',
      'Save 20% today.',
      'Pay securely.',
      'Quality guaranteed.',
      'Trusted by all suppliers.',
    ];
    for (const sentence of claims) expect(isClaim(sentence), sentence).toBe(true);
    for (const sentence of ['Find products and suppliers.', 'Send an inquiry.', 'Call +91 80 4000 0000.', 'Product 5']) expect(isClaim(sentence), sentence).toBe(false);
  });

  it('reads visible text only: not scripts, styles or comments, but the meta description', () => {
    const page = [
      '<html><head><meta name="description" content="The best B2B site"><style>.best{}</style></head>',
      '<body><script>window.__x = "guaranteed returns"</script><!-- escrow --><p>Plain words.</p></body></html>',
    ].join('');
    expect(pageClaims(page)).toEqual(['The best B2B site']);
  });

  it('splits sentences at block tags and sentence ends, decoding entities and joining inline tags', () => {
    const page = '<ul><li>First point</li><li>We don&#x27;t hold <a href="/x">payments</a> in escrow. Buyers pay directly.</li></ul>';
    expect(pageSentences(page)).toEqual(['First point', 'We don\'t hold payments in escrow.', 'Buyers pay directly.']);
  });

  it('matches allowed claims exactly or by pattern', () => {
    const allowed = [
      { claim: 'Verified means documents reviewed.', backedBy: 'test' },
      { claim: /^\d+ verified suppliers$/, backedBy: 'test' },
    ];
    expect(unlistedClaims(['Verified means documents reviewed.', '12 verified suppliers', 'Verified means documents reviewed'], allowed)).toEqual(['Verified means documents reviewed']);
  });

  it('lists each allowed claim with what backs it', () => {
    for (const { claim, backedBy } of ALLOWED_CLAIMS) {
      expect(backedBy.trim(), String(claim)).not.toBe('');
      if (typeof claim === 'string') expect(isClaim(claim), `${claim} is not a claim; it need not be listed`).toBe(true);
    }
  });
});

describe('seller text', () => {
  it('leaves out what a seller wrote, however deeply nested, and keeps what follows it', () => {
    const page = [
      '<main><h1>Nashik Agro Seeds</h1>',
      '<div data-seller-text=""><p>The best seeds in India.</p><div><p>100% germination <br> guaranteed.</p></div></div>',
      '<p>Every listing is reviewed.</p><img src="x.png" alt=""></main>',
    ].join('');
    expect(pageClaims(page)).toEqual(['Every listing is reviewed.']);
  });

  it('separates inline elements that sit side by side, like a card title and its text', () => {
    expect(pageSentences('<a href="/x"><span>Know Who You Trade With</span><span>See what we checked.</span></a>')).toEqual(['Know Who You Trade With', 'See what we checked.']);
  });
});
