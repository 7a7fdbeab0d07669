import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/account-products';
import { PriceRange } from '~/components/catalog';
import { FormErrors, FormField } from '~/components/form-field';
import { buttonClass, keepFieldFocus, fileInputClass, inputClass } from '~/components/form-controls';
import { useSchemaForm } from '~/components/use-schema-form';
import { attachedPhoto, PHOTO_KEY } from '~/domain/account-photos';
import { ProductListingSchema, RemoveProductSchema } from '~/domain/product-listing';
import { formatGstRate } from '~/domain/product-tax';
import { listOwnProducts, removeOwnProduct, saveOwnProduct, stagePendingPhotos, type OwnProduct } from '~/services/accounts/company.server';
import { requireUser } from '~/services/accounts/sessions.server';
import { readFormData, uploadsFrom } from '~/services/http/body.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { ratesInForce, type GstRate } from '~/services/tax/gst-rates.server';

export const meta: Route.MetaFunction = () => [{ title: 'Your products' }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const [products, gstRates] = await Promise.all([listOwnProducts(user.id), ratesInForce(new Date())]);
  return { products, gstRates };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request);
  const form = await readFormData(request);
  if (form.get('intent') === 'remove') {
    return submitForm(form, RemoveProductSchema, async ({ productId }) => {
      await removeOwnProduct(user.id, productId);
      return { message: 'Product removed.' };
    });
  }
  // Photos are stored before the rest is checked, so a form sent back for a missing name keeps them.
  const staged = await stagePendingPhotos(user.id, await uploadsFrom(form, 'photos'));
  form.delete('photos');
  for (const photo of staged.photos) form.append('keptPhotos', photo.key);
  return submitForm(
    form,
    ProductListingSchema,
    async (input) => {
      await saveOwnProduct(user.id, input);
      return { message: 'Product saved.' };
    },
    { resetOnSuccess: !form.get('productId'), priorErrors: staged.errors.length > 0 ? { photos: staged.errors } : undefined },
  );
});

type Result = SubmissionResult<string[]>;

/** Which form a result belongs to: the product id it was posted with, or null for the add form. */
function productIdOf(result: Result): number | null {
  const posted = result.initialValue?.productId;
  return typeof posted === 'string' && /^\d+$/.test(posted) ? Number(posted) : null;
}

const rupeesText = (paise: number | null) => (paise === null ? '' : String(paise / 100));

const asList = (value: unknown): string[] => (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string' && PHOTO_KEY.test(item));

/**
 * The rate list: the rates in force, and a product's own rate if it has since ended, so the form
 * shows what is saved (and the save says why it is refused) instead of quietly choosing "Not set".
 */
function rateOptions(gstRates: GstRate[], saved: number | null | undefined): GstRate[] {
  if (saved == null || gstRates.some((rate) => rate.rateBp === saved)) return gstRates;
  return [...gstRates, { rateBp: saved, label: `${formatGstRate(saved)} (no longer in force)` }];
}

function ProductForm({ product, gstRates, lastResult }: { product?: OwnProduct; gstRates: GstRate[]; lastResult: Result | undefined }) {
  const id = product ? `product-${product.id}` : 'product-new';
  const [form, fields] = useSchemaForm(ProductListingSchema, {
    id,
    lastResult,
    defaultValue: product
      ? {
          productId: String(product.id),
          name: product.name,
          description: product.description,
          price: rupeesText(product.priceMinPaise),
          // A single price is shown once; a range keeps its upper end.
          priceMax: product.priceMaxPaise !== product.priceMinPaise ? rupeesText(product.priceMaxPaise) : '',
          hsnCode: product.hsnCode ?? '',
          gstRate: product.gstRateBp === null ? '' : String(product.gstRateBp),
          pricesIncludeGst: product.pricesIncludeGst ? 'on' : '',
        }
      : undefined,
    nativeConstraints: false,
  });
  const kept = asList(fields.keptPhotos.initialValue).map(attachedPhoto);
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="grid gap-3 sm:grid-cols-2">
      {product ? <input type="hidden" name="productId" value={product.id} /> : null}
      <div className="sm:col-span-2">
        <FormErrors form={form} />
      </div>
      <FormField meta={fields.name} label="Product name">
        <input {...getInputProps(fields.name, { type: 'text' })} className={inputClass} />
      </FormField>
      <FormField meta={fields.price} label="Price in rupees (optional)" hint="For a price range, the lowest price.">
        <input {...getInputProps(fields.price, { type: 'text', ariaDescribedBy: fields.price.descriptionId })} inputMode="decimal" className={inputClass} />
      </FormField>
      <FormField meta={fields.priceMax} label="Up to, for a price range (optional)" hint="In rupees; leave empty for one price.">
        <input {...getInputProps(fields.priceMax, { type: 'text', ariaDescribedBy: fields.priceMax.descriptionId })} inputMode="decimal" className={inputClass} />
      </FormField>
      <FormField meta={fields.hsnCode} label="HSN code (optional)" hint="4, 6 or 8 digits, e.g. 1006 for rice.">
        <input {...getInputProps(fields.hsnCode, { type: 'text', ariaDescribedBy: fields.hsnCode.descriptionId })} inputMode="numeric" autoComplete="off" className={inputClass} />
      </FormField>
      <FormField meta={fields.gstRate} label="GST rate">
        <select {...getSelectProps(fields.gstRate)} className={inputClass}>
          <option value="">Not set</option>
          {rateOptions(gstRates, product?.gstRateBp).map((rate) => (
            <option key={rate.rateBp} value={rate.rateBp}>
              {rate.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField meta={fields.pricesIncludeGst} label="Prices include GST" hint="Tick if the prices above include GST; leave it empty if GST is added on top.">
        <input {...getInputProps(fields.pricesIncludeGst, { type: 'checkbox', ariaDescribedBy: fields.pricesIncludeGst.descriptionId })} className="h-5 w-5" />
      </FormField>
      <div className="sm:col-span-2">
        <FormField meta={fields.description} label="Description">
          <textarea {...getTextareaProps(fields.description)} rows={2} className={inputClass} />
        </FormField>
      </div>
      <FormField meta={fields.photos} label="Add photos (JPEG, PNG or WebP, 5 MB each)">
        <input {...getInputProps(fields.photos, { type: 'file' })} multiple accept="image/jpeg,image/png,image/webp" className={fileInputClass} />
      </FormField>
      {kept.length > 0 ? (
        <fieldset className="sm:col-span-2" data-testid="kept-photos" aria-describedby={fields.keptPhotos.errors ? fields.keptPhotos.errorId : undefined}>
          <legend className="text-sm font-medium">Photos already attached (untick one to leave it out)</legend>
          <ul className="mt-2 flex flex-wrap gap-3">
            {kept.map((photo, index) => (
              <li key={photo.key}>
                <label className="flex flex-col items-center gap-1 text-sm">
                  <img src={photo.thumb} alt={`Attachment ${index + 1}`} width={64} height={64} className="h-16 w-16 rounded object-cover" />
                  <span className="flex items-center gap-1">
                    <input type="checkbox" name="keptPhotos" value={photo.key} defaultChecked />
                    Keep
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {fields.keptPhotos.errors ? (
            <p id={fields.keptPhotos.errorId} role="alert" className="text-sm text-red-700">
              {fields.keptPhotos.errors.join(' ')}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <div className="flex items-end gap-2">
        <button type="submit" name="intent" value="save" className={buttonClass} onMouseDown={keepFieldFocus}>
          {product ? 'Save product' : 'Add product'}
        </button>
      </div>
    </Form>
  );
}

export default function AccountProducts({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { products, gstRates } = loaderData;
  const result = actionData?.result;
  const resultFor = (productId: number | null) => (result && productIdOf(result) === productId ? result : undefined);
  const message = actionData?.ok && 'message' in actionData ? actionData.message : undefined;
  // A refused removal (a product that is not this member's) has no form of its own to show it on.
  const orphanError = result && !actionData?.ok && productIdOf(result) !== null && !products?.some((p) => p.id === productIdOf(result)) ? result.error?.['']?.join(' ') : undefined;
  if (products === null) {
    return (
      <section className="py-6">
        <h1 className="text-2xl font-bold text-brand-700">Your products</h1>
        <p className="mt-4 text-slate-700" data-testid="no-company">
          Products are listed under a company. Your account has no company profile yet:{' '}
          <Link to="/account" className="text-brand-700 underline">
            create your company profile
          </Link>{' '}
          first, then add products here.
        </p>
      </section>
    );
  }
  return (
    <section className="py-6">
      <h1 className="text-2xl font-bold text-brand-700">Your products</h1>
      {message ? (
        <p role="status" className="mt-4 rounded-md bg-green-50 p-3 text-sm text-green-900">
          {message}
        </p>
      ) : null}
      {orphanError ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {orphanError}
        </p>
      ) : null}
      <h2 className="mt-6 text-lg font-semibold">Add a product</h2>
      <ProductForm gstRates={gstRates} lastResult={resultFor(null)} />
      <ul className="mt-8 flex flex-col gap-6" data-testid="own-products" aria-busy={navigation.state !== 'idle'}>
        {products.map((product) => (
          <li key={product.id} className="rounded-md border border-slate-300 p-4">
            <h3 className="font-semibold">
              {product.name}
              {product.priceMinPaise != null ? (
                <span className="ml-2 text-sm font-normal text-slate-700">
                  <PriceRange min={product.priceMinPaise} max={product.priceMaxPaise} unit={product.unit} />
                </span>
              ) : null}
            </h3>
            {product.photos.length > 0 ? (
              <ul className="my-2 flex gap-2">
                {product.photos.map((photo) => (
                  <li key={photo.id}>
                    <img src={photo.thumb} alt={product.name} width={64} height={64} className="h-16 w-16 rounded object-cover" loading="lazy" />
                  </li>
                ))}
              </ul>
            ) : null}
            <details className="mt-2" open={resultFor(product.id) && !actionData?.ok ? true : undefined}>
              <summary className="cursor-pointer text-sm text-brand-700">Edit {product.name}</summary>
              <ProductForm product={product} gstRates={gstRates} lastResult={resultFor(product.id)} />
            </details>
            <Form method="post" className="mt-2">
              <input type="hidden" name="productId" value={product.id} />
              <button type="submit" name="intent" value="remove" className="text-sm text-red-800 underline">
                Remove {product.name}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
