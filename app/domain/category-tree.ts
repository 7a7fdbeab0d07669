/**
 * The category tree as the listing editor offers it: category → subcategory → product group, where
 * a listing is placed in a product group. The type-ahead filters it by any level's name.
 */

export interface CategoryTreeGroup {
  id: number;
  name: string;
}

export interface CategoryTreeSubcategory {
  id: number;
  name: string;
  /** The Hindi name (issue 19), when the catalogue has one. */
  nameHi?: string | null;
  groups: CategoryTreeGroup[];
}

export interface CategoryTreeCategory {
  id: number;
  name: string;
  /** The Hindi name (issue 19), when the catalogue has one. */
  nameHi?: string | null;
  subcategories: CategoryTreeSubcategory[];
}

/** One product group with the names above it, as the type-ahead lists it. */
export interface CategoryChoice {
  id: number;
  name: string;
  subcategory: string;
  category: string;
}

export function categoryChoices(tree: CategoryTreeCategory[]): CategoryChoice[] {
  return tree.flatMap((category) => category.subcategories.flatMap((sub) => sub.groups.map((group) => ({ id: group.id, name: group.name, subcategory: sub.name, category: category.name }))));
}

/** "Vegetable seeds — Seeds › Agriculture": a group with where it sits. */
export const choiceLabel = (choice: CategoryChoice) => `${choice.name} — ${choice.subcategory} › ${choice.category}`;

const fold = (text: string) => text.toLocaleLowerCase('en-IN').normalize('NFKD').replace(/\p{M}/gu, '');

/**
 * The choices whose names at any level contain every word typed ("veg seed" finds Vegetable seeds
 * under Seeds), those whose own name matches first; at most `limit`.
 */
export function matchCategoryChoices(choices: CategoryChoice[], query: string, limit = 50): CategoryChoice[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return choices.slice(0, limit);
  const scored: Array<{ choice: CategoryChoice; rank: number; index: number }> = [];
  choices.forEach((choice, index) => {
    const own = fold(choice.name);
    const all = `${own} ${fold(choice.subcategory)} ${fold(choice.category)}`;
    if (!words.every((word) => all.includes(word))) return;
    const rank = own.startsWith(words[0] ?? '') ? 0 : words.every((word) => own.includes(word)) ? 1 : 2;
    scored.push({ choice, rank, index });
  });
  return scored
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.choice);
}
