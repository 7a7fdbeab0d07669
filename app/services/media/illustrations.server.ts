import { eq } from 'drizzle-orm';
import { avatar } from '~/assets/illustrations/avatar';
import { categoryIcon } from '~/assets/illustrations/categories';
import { drawingIcon } from '~/assets/illustrations/drawing';
import { partnerLogo } from '~/assets/illustrations/partner';
import { productIllustration } from '~/assets/illustrations/product';
import { slideshowImage } from '~/assets/illustrations/slideshow';
import { stateIllustration } from '~/assets/illustrations/state';
import { config } from '~/config.server';
import { db } from '~/services/db/client.server';
import { categories, products, subcategories } from '~/services/db/schema/catalog';
import { partners, states, testimonials } from '~/services/db/schema/content';

export type IllustrationKind = 'product' | 'category' | 'icon' | 'state' | 'partner' | 'avatar' | 'slide';

/**
 * The generated SVG for `/images/{kind}/{key}.svg`, or null when nothing by that key exists.
 * Images are generated (no network, no binary assets to ship) from the names in the database.
 */
export async function illustrationFor(kind: IllustrationKind, key: string): Promise<string | null> {
  switch (kind) {
    // `{slug}` is labelled with the product's name, `{slug}.hi` with its Hindi name when it has one
    // (productImageUrl); the drawing and colours are the same in both.
    case 'product': {
      const [slug, language, ...rest] = key.split('.');
      if (!slug || rest.length > 0 || (language !== undefined && language !== 'hi')) return null;
      const [row] = await db()
        .select({ name: products.name, nameHi: products.nameHi, categorySlug: categories.slug, subcategorySlug: subcategories.slug })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
        .where(eq(products.slug, slug))
        .limit(1);
      return row ? productIllustration({ ...row, label: language === 'hi' ? (row.nameHi ?? undefined) : undefined }) : null;
    }
    case 'category':
      return (await db().select({ slug: categories.slug }).from(categories).where(eq(categories.slug, key)).limit(1)).length > 0
        ? categoryIcon(key)
        : null;
    // A category's, subcategory's or home tile's own drawing, by its key; no database needed.
    case 'icon':
      return drawingIcon(key);
    case 'state': {
      const [row] = await db().select({ code: states.code, name: states.name }).from(states).where(eq(states.slug, key)).limit(1);
      return row ? stateIllustration(row) : null;
    }
    case 'partner': {
      const [row] = await db().select({ name: partners.name, kind: partners.kind }).from(partners).where(eq(partners.slug, key)).limit(1);
      return row ? partnerLogo(row) : null;
    }
    case 'avatar': {
      const id = Number(key);
      if (!Number.isInteger(id)) return null;
      const [row] = await db().select({ initials: testimonials.avatarInitials, name: testimonials.name }).from(testimonials).where(eq(testimonials.id, id)).limit(1);
      return row ? avatar(row) : null;
    }
    case 'slide': {
      const index = Number(key);
      return index === 0 || index === 1 || index === 2 ? slideshowImage(index, config().SITE_NAME) : null;
    }
  }
}
