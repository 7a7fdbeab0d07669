import { and, asc, count, eq, sql } from 'drizzle-orm';
import { menuTilesKey } from '~/domain/navigation';
import { readDb } from '~/services/db/replicas.server';
import { categories, products, subcategories } from '~/services/db/schema/catalog';

export interface CategorySummary {
  slug: string;
  name: string;
  /** The Hindi name (issue 19), null when none is set. */
  nameHi: string | null;
  icon: string;
  productCount: number;
}

/** The 15 menu categories in menu order, with how many live products each lists. */
export async function listCategorySummaries(): Promise<CategorySummary[]> {
  return readDb()
    .select({
      slug: categories.slug,
      name: categories.name,
      nameHi: categories.nameHi,
      icon: categories.icon,
      productCount: count(products.id),
    })
    .from(categories)
    .leftJoin(products, and(eq(products.categoryId, categories.id), eq(products.status, 'live'), eq(products.supplierSuspended, false)))
    .groupBy(categories.id)
    .orderBy(asc(categories.position));
}

export interface MenuProduct {
  name: string;
  nameHi: string | null;
  slug: string;
  legacyPath: string | null;
}
export interface MenuSubcategory {
  name: string;
  nameHi: string | null;
  slug: string;
  products: MenuProduct[];
}
export interface MenuCategory {
  name: string;
  nameHi: string | null;
  slug: string;
  icon: string;
  subcategories: MenuSubcategory[];
}

/** SPEC.md: each subcategory of the menu shows six product tiles. */
const MENU_TILES_PER_SUBCATEGORY = 6;

/**
 * The three-level Products Category menu: category → subcategory → its first live product tiles.
 * Read for the menu's /menu/tiles route, so it reads a fixed number of tiles per subcategory
 * through the (subcategory_id, position) index instead of every product in the catalogue.
 */
async function loadProductMenu(): Promise<MenuCategory[]> {
  const tiles = readDb()
    .select({ name: products.name, nameHi: products.nameHi, slug: products.slug, legacyPath: products.legacyPath, position: products.position, id: products.id })
    .from(products)
    .where(and(eq(products.subcategoryId, subcategories.id), eq(products.status, 'live'), eq(products.supplierSuspended, false)))
    .orderBy(asc(products.position), asc(products.id))
    .limit(MENU_TILES_PER_SUBCATEGORY)
    .as('tiles');
  const rows = await readDb()
    .select({ ...MENU_LEVEL_COLUMNS, productName: tiles.name, productNameHi: tiles.nameHi, productSlug: tiles.slug, legacyPath: tiles.legacyPath })
    .from(categories)
    .innerJoin(subcategories, eq(subcategories.categoryId, categories.id))
    .leftJoinLateral(tiles, sql`true`)
    .orderBy(asc(categories.position), asc(subcategories.position), asc(tiles.position), asc(tiles.id));
  return groupMenuRows(rows);
}

const MENU_LEVEL_COLUMNS = {
  categorySlug: categories.slug,
  categoryName: categories.name,
  categoryNameHi: categories.nameHi,
  icon: categories.icon,
  subcategorySlug: subcategories.slug,
  subcategoryName: subcategories.name,
  subcategoryNameHi: subcategories.nameHi,
};

interface MenuRow {
  categorySlug: string;
  categoryName: string;
  categoryNameHi: string | null;
  icon: string;
  subcategorySlug: string;
  subcategoryName: string;
  subcategoryNameHi: string | null;
  productName?: string | null;
  productNameHi?: string | null;
  productSlug?: string | null;
  legacyPath?: string | null;
}

/** Rows ordered by category, then subcategory, become the nested menu. */
function groupMenuRows(rows: MenuRow[]): MenuCategory[] {
  const menu: MenuCategory[] = [];
  for (const row of rows) {
    let category = menu.at(-1);
    if (!category || category.slug !== row.categorySlug) {
      category = { name: row.categoryName, nameHi: row.categoryNameHi, slug: row.categorySlug, icon: row.icon, subcategories: [] };
      menu.push(category);
    }
    let subcategory = category.subcategories.at(-1);
    if (!subcategory || subcategory.slug !== row.subcategorySlug) {
      subcategory = { name: row.subcategoryName, nameHi: row.subcategoryNameHi, slug: row.subcategorySlug, products: [] };
      category.subcategories.push(subcategory);
    }
    if (row.productSlug && row.productName) {
      subcategory.products.push({ name: row.productName, nameHi: row.productNameHi ?? null, slug: row.productSlug, legacyPath: row.legacyPath ?? null });
    }
  }
  return menu;
}

export interface MenuCategoryOutline {
  name: string;
  nameHi: string | null;
  slug: string;
  icon: string;
  subcategories: Array<{ name: string; nameHi: string | null; slug: string }>;
}

/**
 * The menu's first two levels (categories and their subcategories), which every page's header
 * carries so the menu opens at once; the product tiles come separately from loadMenuTiles.
 */
export async function loadMenuOutline(): Promise<MenuCategoryOutline[]> {
  const rows = await readDb()
    .select(MENU_LEVEL_COLUMNS)
    .from(categories)
    .innerJoin(subcategories, eq(subcategories.categoryId, categories.id))
    .orderBy(asc(categories.position), asc(subcategories.position));
  return groupMenuRows(rows).map((category) => ({
    ...category,
    subcategories: category.subcategories.map(({ name, nameHi, slug }) => ({ name, nameHi, slug })),
  }));
}

/** The menu's product tiles for every subcategory, keyed by menuTilesKey. */
export async function loadMenuTiles(): Promise<Record<string, MenuProduct[]>> {
  const tiles: Record<string, MenuProduct[]> = {};
  for (const category of await loadProductMenu()) {
    for (const subcategory of category.subcategories) tiles[menuTilesKey(category.slug, subcategory.slug)] = subcategory.products;
  }
  return tiles;
}
