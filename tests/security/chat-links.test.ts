import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatPieces } from '~/domain/chat-links';
import { catalogueChanged } from '~/services/catalog/catalogue-events.server';
import { db } from '~/services/db/client.server';
import { companies } from '~/services/db/schema/companies';
import { createSeller, insertListings, lastCategoryPair } from '../integration/support/listing-fixtures';
import { baseUrl, site, testAddress } from './support/http';

// Finding 5: seller-written data (a product or company name) must not make the assistant's answer
// carry a link that leaves the site, such as "/\evil.example" (a browser reads it as
// //evil.example) or a markdown link of its own.
const WORD = `zorquil${Date.now().toString(36)}`;
const PRODUCT_NAME = `${WORD} rice /\\evil.example ](//evil.example) [pay here](/\\evil.example)`;
const COMPANY_NAME = `Evil ](/\\evil.example) [Traders](//evil.example/x) Co`;

/** Every markdown-style link target in a text, however it is written. */
const targetsIn = (text: string) => [...text.matchAll(/\]\(([^)]*)\)/g)].map((match) => match[1]!);

async function ask(message: string, pagePath: string): Promise<string> {
  const ip = testAddress();
  const start = await site('/api/chat/start', { ip, method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Link Tester', email: 'links@example.in', phone: '9876543210', pagePath }) });
  expect(start.status).toBe(201);
  const { conversationId } = (await start.json()) as { conversationId: string };
  const answer = await site('/api/chat/messages', {
    ip,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ conversationId, pagePath, messages: [{ role: 'user', content: message, timestamp: new Date().toISOString() }] }),
  });
  expect(answer.status).toBe(200);
  return answer.text();
}

describe('links in the assistant answers (finding 5)', () => {
  it('a product and company whose names carry links give an answer whose links all stay on this site', async () => {
    const seller = await createSeller(true);
    await db().update(companies).set({ name: COMPANY_NAME }).where(eq(companies.id, seller.companyId));
    const [product] = await insertListings(seller.companyId, await lastCategoryPair(), [{ name: PRODUCT_NAME }]);
    // Announced as a service's write is: the server's search index reads the change when it hears of it.
    await catalogueChanged(db());
    const written = Date.now();
    while (!(await (await site(`/search.data?q=${WORD}`)).text()).includes(product!.slug) && Date.now() - written < 10_000) await new Promise((resolve) => setTimeout(resolve, 50));

    const found = await ask(`I need 500 kg ${WORD}`, '/');
    const onPage = await ask('tell me about this product', `/product/${product!.slug}`);
    for (const text of [found, onPage]) {
      // The answer is about the product (so the names were in it), and every link it writes, read
      // as a browser reads it, opens a page of this site.
      expect(text).toContain(WORD);
      expect(text).toContain('evil.example');
      const targets = targetsIn(text);
      expect(targets.length).toBeGreaterThan(0);
      for (const target of targets) expect(new URL(target, baseUrl).origin, `${target} in ${text}`).toBe(baseUrl);
      // And the widget's own reading of it links only paths of this site.
      for (const piece of chatPieces(text)) if (piece.kind === 'link') expect(new URL(piece.href, baseUrl).origin).toBe(baseUrl);
      expect(chatPieces(text).some((piece) => piece.kind === 'link' && piece.href === `/product/${product!.slug}`)).toBe(true);
    }
  });
});
