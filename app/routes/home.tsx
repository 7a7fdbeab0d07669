import type { Route } from './+types/home';
import { listCategorySummaries } from '~/services/catalog/categories.server';

export function meta({ matches }: Route.MetaArgs) {
  const siteName = matches[0]?.loaderData?.site.siteName ?? 'TradeSetu';
  return [
    { title: `${siteName} — B2B marketplace for Indian businesses` },
    { name: 'description', content: 'Find verified Indian suppliers, products and services. Leading B2B ecommerce platform for global trade.' },
  ];
}

export async function loader() {
  return { categories: await listCategorySummaries() };
}

export default function Home({ loaderData, matches }: Route.ComponentProps) {
  const siteName = matches[0]?.loaderData?.site.siteName ?? 'TradeSetu';
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-700">{siteName}</h1>
      <p className="mt-2 text-slate-700">The leading B2B ecommerce platform for global trade.</p>
      <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {loaderData.categories.map((category) => (
          <li key={category.slug} className="rounded-lg border border-slate-200 p-4">
            <a href={`/products/${category.slug}`} className="font-semibold text-brand-700">
              <span aria-hidden="true">{category.icon}</span> {category.name}
            </a>
            <p className="text-sm text-slate-600">{category.productCount} products</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
