/**
 * The fixed benchmark queries: 120 exact (80 demo product names, 20 Hindi-English trade words,
 * 10 category words, 10 city + product) and 120 misspelt (a deterministic letter swap or drop in each).
 */
import { categories } from '../../seed/data/catalog';

const names = categories.flatMap((category) => category.subcategories.flatMap((sub) => sub.products.map((product) => product.name.toLowerCase())));
const TRADE_WORDS = ['atta', 'dal', 'kurti', 'chawal', 'haldi', 'jeera', 'chai', 'ghee', 'besan', 'hing', 'tamatar beej', 'bhindi seeds', 'mehndi', 'agarbatti', 'saree', 'chappal', 'jutti', 'kadhai', 'almirah', 'dhurrie'];
const CATEGORY_WORDS = ['seeds', 'led', 'solar', 'cotton', 'leather', 'safety', 'robot', 'fabric', 'spices', 'toys'];
const CITY_QUERIES = ['tomato seeds nashik', 'basmati rice karnal', 'leather bag kanpur', 'silk saree varanasi', 'cotton towel solapur', 'brass diya moradabad', 'jute hessian kolkata', 'tea assam', 'coffee chikkamagaluru', 'pump coimbatore'];

function everyNth<T>(list: T[], count: number): T[] {
  const step = list.length / count;
  return Array.from({ length: count }, (_, i) => list[Math.floor(i * step)] as T);
}

/** A deterministic typo: swap two letters in the longest word, or drop one in short queries. */
function misspell(query: string, seed: number): string {
  const words = query.split(' ');
  const index = words.reduce((best, word, i) => (word.length > (words[best]?.length ?? 0) ? i : best), 0);
  const word = words[index] ?? '';
  if (word.length < 4) return `${query}s`;
  const at = 1 + (seed % (word.length - 2));
  const typo = seed % 2 === 0 ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2) : word.slice(0, at) + word.slice(at + 1);
  words[index] = typo;
  return words.join(' ');
}

const productNames = everyNth(names, 80);
export const exactQueries = [...productNames, ...TRADE_WORDS, ...CATEGORY_WORDS, ...CITY_QUERIES];

/** The 80 product-name queries with the demo products of that name (for recall@3 beside the Hindi queries). */
const slugsByName = new Map<string, string[]>();
for (const product of categories.flatMap((category) => category.subcategories.flatMap((sub) => sub.products))) {
  slugsByName.set(product.name.toLowerCase(), [...(slugsByName.get(product.name.toLowerCase()) ?? []), product.slug]);
}
export const productNameQueries: Array<[query: string, expected: string[]]> = productNames.map((name) => [name, slugsByName.get(name) ?? []]);
export const misspeltQueries = exactQueries.map((query, i) => misspell(query, i));
