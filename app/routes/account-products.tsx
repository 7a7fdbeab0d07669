import { useEffect, useState } from 'react';
import { data, Form } from 'react-router';
import type { Route } from './+types/account-products';
import { buttonClass, Field, fileInputClass, inputClass } from '~/components/field';
import { formatInr } from '~/domain/money';
import { listOwnProducts, removeOwnProduct, saveOwnProduct } from '~/services/accounts/company.server';
import { requireUser } from '~/services/accounts/sessions.server';
import { DomainError } from '~/services/errors.server';
import { readFormData, uploadsFrom } from '~/services/http/body.server';

export const meta: Route.MetaFunction = () => [{ title: 'Your products' }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { products: await listOwnProducts(user.id) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  let productId: number | null = null;
  let input = { name: '', description: '', price: '' };
  try {
    const form = await readFormData(request);
    const id = Number(form.get('productId') ?? '');
    productId = Number.isInteger(id) && id > 0 ? id : null;
    if (form.get('intent') === 'remove' && productId !== null) {
      await removeOwnProduct(user.id, productId);
      return { ok: true, productId, fieldErrors: {} as Record<string, string>, message: 'Product removed.', input, added: false };
    }
    input = { name: String(form.get('name') ?? ''), description: String(form.get('description') ?? ''), price: String(form.get('price') ?? '') };
    await saveOwnProduct(user.id, productId, input, await uploadsFrom(form, 'photos'));
    return { ok: true, productId, fieldErrors: {} as Record<string, string>, message: 'Product saved.', input, added: productId === null };
  } catch (error) {
    // The product id comes back so the errors show beside the form that was sent, with its values.
    if (error instanceof DomainError) return data({ ok: false, productId, fieldErrors: error.legacyFieldErrors, message: error.message, input, added: false }, { status: error.status });
    throw error;
  }
}

type ProductFormValues = { id: number; name: string; description: string; priceMinPaise: number | null } | { id?: undefined; name: string; description: string; price: string };

function ProductForm({ product, errors }: { product?: ProductFormValues; errors: Record<string, string> }) {
  const prefix = product?.id !== undefined ? `p${product.id}` : 'new';
  const price = product === undefined ? '' : 'price' in product ? product.price : product.priceMinPaise != null ? String(product.priceMinPaise / 100) : '';
  return (
    <Form method="post" encType="multipart/form-data" className="grid gap-3 sm:grid-cols-2">
      {product?.id !== undefined ? <input type="hidden" name="productId" value={product.id} /> : null}
      <Field name={`${prefix}-name`} label="Product name" error={errors.name}>
        {(props) => <input {...props} name="name" defaultValue={product?.name} className={inputClass} />}
      </Field>
      <Field name={`${prefix}-price`} label="Price in rupees (optional)" error={errors.price}>
        {(props) => <input {...props} name="price" inputMode="decimal" defaultValue={price} className={inputClass} />}
      </Field>
      <div className="sm:col-span-2">
        <Field name={`${prefix}-description`} label="Description" error={errors.description}>
          {(props) => <textarea {...props} name="description" rows={2} defaultValue={product?.description} className={inputClass} />}
        </Field>
      </div>
      <Field name={`${prefix}-photos`} label="Add photos (JPEG, PNG or WebP, 5 MB each)">
        {(props) => <input {...props} name="photos" type="file" multiple accept="image/jpeg,image/png,image/webp" className={fileInputClass} />}
      </Field>
      <div className="flex items-end gap-2">
        <button type="submit" name="intent" value="save" className={buttonClass}>
          {product?.id !== undefined ? 'Save product' : 'Add product'}
        </button>
      </div>
    </Form>
  );
}

export default function AccountProducts({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const errorsFor = (id: number | null) => (failed && failed.productId === id ? failed.fieldErrors : {});
  // A new product clears the add form; a failed one keeps what was typed.
  const [addFormKey, setAddFormKey] = useState(0);
  useEffect(() => {
    if (actionData?.added) setAddFormKey((key) => key + 1);
  }, [actionData]);
  return (
    <section className="py-6">
      <h1 className="text-2xl font-bold text-brand-700">Your products</h1>
      {actionData?.message ? (
        <p role="status" className={`mt-4 rounded-md p-3 text-sm ${actionData.ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-800'}`}>
          {actionData.message}
        </p>
      ) : null}
      <h2 className="mt-6 text-lg font-semibold">Add a product</h2>
      <ProductForm key={addFormKey} product={failed?.productId === null ? failed.input : undefined} errors={errorsFor(null)} />
      <ul className="mt-8 flex flex-col gap-6" data-testid="own-products">
        {loaderData.products.map((product) => (
          <li key={product.id} className="rounded-md border border-slate-300 p-4">
            <h3 className="font-semibold">
              {product.name}
              {product.priceMinPaise != null ? <span className="ml-2 text-sm text-slate-600">{formatInr(product.priceMinPaise)}</span> : null}
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
            <details className="mt-2" open={failed?.productId === product.id ? true : undefined}>
              <summary className="cursor-pointer text-sm text-brand-700">Edit {product.name}</summary>
              <ProductForm product={failed?.productId === product.id ? { ...failed.input, id: product.id, priceMinPaise: null } : product} errors={errorsFor(product.id)} />
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
