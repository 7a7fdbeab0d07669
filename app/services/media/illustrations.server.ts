import { eq } from 'drizzle-orm';
import { avatar } from '~/assets/illustrations/avatar';
import { categoryIcon } from '~/assets/illustrations/categories';
import { partnerLogo } from '~/assets/illustrations/partner';
import { productIllustration } from '~/assets/illustrations/product';
import { slideshowImage } from '~/assets/illustrations/slideshow';
import { stateIllustration } from '~/assets/illustrations/state';
import { config } from '~/config.server';
import { db } from '~/services/db/client.server';
import { categories, products } from '~/services/db/schema/catalog';
import { partners, states, testimonials } from '~/services/db/schema/content';

export type IllustrationKind = 'product' | 'category' | 'state' | 'partner' | 'avatar' | 'slide';

/**
 * The generated SVG for `/images/{kind}/{key}.svg`, or null when nothing by that key exists.
 * Images are generated (no network, no binary assets to ship) from the names in the database.
 */
export async function illustrationFor(kind: IllustrationKind, key: string): Promise<string | null> {
  switch (kind) {
    case 'product': {
      const [row] = await db()
        .select({ id: products.id, name: products.name, categorySlug: categories.slug })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(products.slug, key))
        .limit(1);
      return row ? productIllustration({ name: row.name, categorySlug: row.categorySlug }) : null;
    }
    case 'category':
      return (await db().select({ slug: categories.slug }).from(categories).where(eq(categories.slug, key)).limit(1)).length > 0
        ? categoryIcon(key)
        : null;
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
