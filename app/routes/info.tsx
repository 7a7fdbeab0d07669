import type { Route } from './+types/info';
import { findBenefit } from '~/services/site/home-content.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { NotFoundError } from '~/services/errors.server';

/** The programme pages have fixed text; the four benefit pages take theirs from the `benefits` table. */
const PROGRAMMES: Record<string, { title: string; text: string; points: string[] }> = {
  'verified-supplier': {
    title: 'Verified Supplier programme',
    text: 'A verified supplier has shown us its GST registration, PAN and business address, and our team has checked them against government records.',
    points: ['GSTIN checked for format, check digit and active status', 'PAN matched with the GSTIN', 'Business address confirmed', 'Badge removed if the checks stop passing'],
  },
  'trade-assurance': {
    title: 'Trade Assurance',
    text: 'Trade Assurance protects buyers: pay by UPI, net banking or escrow and your money is released to the supplier only when the order arrives as agreed.',
    points: ['Secure payments by UPI, net banking or escrow', 'Protection if the product is not as described', 'Protection against shipping delays and damage', 'Disputes mediated by our team within 15 days'],
  },
};

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const slug = new URL(request.url).pathname.replace(/^\//, '').replace(/-info$/, '');
  const programme = PROGRAMMES[slug];
  if (programme) return programme;
  const benefit = await findBenefit(slug);
  if (!benefit) throw new NotFoundError('We could not find that page.');
  return {
    title: benefit.title,
    text: benefit.text,
    points: ['Register free as a seller, a buyer or both', 'Search products and verified suppliers across India', 'Send enquiries and compare quotations', 'Choose a membership plan when you need more'],
  };
});

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Information' }];
}

export default function Info({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-slate-900">{loaderData.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{loaderData.text}</p>
      <ul className="mt-6 space-y-2">
        {loaderData.points.map((point) => (
          <li key={point} className="flex gap-2 text-slate-800">
            <span aria-hidden="true" className="text-green-700">✓</span>
            {point}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap gap-3">
        <a href="/register" className="btn-primary">Register free</a>
        <a href="/subscription" className="btn-outline">See membership plans</a>
      </div>
    </main>
  );
}
