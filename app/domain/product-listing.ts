import { z } from 'zod';
import { MAX_PHOTOS, PHOTO_KEY, photoFilesSchema } from '~/domain/account-photos';
import { gstRateSchema, hsnCodeSchema } from '~/domain/product-tax';

const PRICE_MESSAGE = 'Enter a price in rupees, e.g. 1250 or 1250.50, or leave it empty';

/** Rupees as typed ("1,250", "₹ 1250.50"), in paise; empty is no price. */
const rupeesSchema = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const price = (value ?? '').trim().replace(/[,₹\s]/g, '');
    if (price === '') return null;
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(price)) {
      ctx.addIssue({ code: 'custom', message: PRICE_MESSAGE });
      return z.NEVER;
    }
    return Math.round(Number(price) * 100);
  });

/** A product id from a hidden field; anything else means "a new product". */
const productIdSchema = z
  .string()
  .optional()
  .transform((value) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null));

/**
 * A product on /account/products (add and edit): one schema for the browser and the action.
 * Photos are files, read apart; `keptPhotos` names photos stored by an earlier submission of this
 * form that came back with errors, so a correction does not ask for them again.
 */
export const ProductListingSchema = z.object({
  productId: productIdSchema,
  name: z.string({ error: 'Enter a product name' }).trim().min(1, 'Enter a product name').max(120, 'A product name can be at most 120 characters'),
  description: z
    .string()
    .trim()
    .max(2000, 'A description can be at most 2,000 characters')
    .optional()
    .transform((value) => value ?? ''),
  price: rupeesSchema,
  priceMax: rupeesSchema,
  hsnCode: hsnCodeSchema,
  gstRate: gstRateSchema,
  // A checkbox: ticked sends "on", unticked sends nothing.
  pricesIncludeGst: z.boolean({ error: 'Tick the box if your prices include GST, or leave it empty' }).default(false),
  photos: photoFilesSchema,
  // A name that is not a stored photo's (edited by hand, or from an old page) is left out quietly:
  // the service only attaches this user's own pending photos anyway.
  keptPhotos: z
    .array(z.string())
    .optional()
    .transform((keys) => [...new Set((keys ?? []).filter((key) => PHOTO_KEY.test(key)))])
    .pipe(z.array(z.string()).max(MAX_PHOTOS, `At most ${MAX_PHOTOS} photos can be added to a product at once; untick some`)),
  })
  .superRefine((listing, ctx) => {
    if (listing.priceMax === null) return;
    if (listing.price === null) ctx.addIssue({ code: 'custom', path: ['price'], message: 'Enter the lowest price too, or leave both empty' });
    else if (listing.priceMax < listing.price) ctx.addIssue({ code: 'custom', path: ['priceMax'], message: 'The highest price must be at least the lowest price' });
  });

export type ProductListingInput = z.infer<typeof ProductListingSchema>;

/** Removing a product: only its id. */
export const RemoveProductSchema = z.object({
  productId: z.string({ error: 'Choose a product' }).regex(/^[1-9]\d{0,9}$/, 'Choose a product').transform(Number),
});
