import { useEffect, useState } from 'react';
import { categoryImageUrl, categoryUrl, drawingImageUrl, searchUrl } from '~/domain/urls';
import { categoriesPerPage, pageCount } from './carousel-math';
import { useLocalisedHref, useT } from '~/components/i18n/context';

export interface CategoryTile {
  id: number;
  /** The English label (what the tile searches for when it has no category). */
  label: string;
  /** The label in the page's language. */
  name: string;
  icon: string;
  categorySlug: string | null;
  /** The tile's own drawing; without one, the category's drawing or the initials. */
  drawing: string | null;
}

/**
 * Before hydration the server cannot know the width, so it renders 16 tiles and CSS hides those
 * beyond 4/8/12 at the same breakpoints the script uses: the first paint already matches, so the
 * carousel causes no layout shift.
 */
const HIDE_BY_INDEX = (index: number) =>
  index >= 12 ? 'hidden lg:flex' : index >= 8 ? 'hidden md:flex' : index >= 4 ? 'hidden sm:flex' : 'flex';

/** Tiles with neither a drawing nor a marketplace category get their initials instead. */
function monogram(label: string): string {
  return label
    .split(/[\s&]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

export function CategoryCarousel({ tiles }: { tiles: CategoryTile[] }) {
  const [perPage, setPerPage] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  const t = useT('home');
  const href = useLocalisedHref();

  useEffect(() => {
    const update = () => {
      setPerPage(categoriesPerPage(window.innerWidth));
      setPage(0);
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);

  const size = perPage ?? 16;
  const pages = pageCount(tiles.length, size);
  const visible = tiles.slice(page * size, page * size + size);

  return (
    <div data-testid="category-carousel" data-page={page} data-per-page={perPage ?? ''}>
      <ul className="grid h-[17rem] grid-cols-2 grid-rows-2 gap-3 sm:grid-cols-4 md:grid-cols-6 lg:grid-cols-8" aria-live="polite">
        {visible.map((tile, index) => (
          <li key={tile.id} className={perPage === null ? HIDE_BY_INDEX(index) : 'flex'} data-testid="category-tile">
            <a
              href={href(tile.categorySlug ? categoryUrl(tile.categorySlug) : searchUrl(tile.label))}
              className="flex w-full flex-col items-center justify-center gap-2 rounded-xl border border-slate-200 bg-white p-3 text-center text-sm font-medium text-slate-800 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-600 hover:shadow-md"
            >
              {tile.drawing || tile.categorySlug ? (
                <img src={tile.drawing ? drawingImageUrl(tile.drawing) : categoryImageUrl(tile.categorySlug ?? '')} alt="" width={48} height={48} loading="lazy" className="h-12 w-12" />
              ) : (
                <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-50 to-brand-100 text-base font-bold text-brand-700">
                  {monogram(tile.label)}
                </span>
              )}
              <span className="line-clamp-2">{tile.name}</span>
            </a>
          </li>
        ))}
      </ul>
      {/* On phones the 13 page dots take a row of their own above the arrows instead of wrapping. */}
      <div className="mt-4 flex flex-wrap items-center justify-center gap-x-4 gap-y-2">
        <button type="button" className="carousel-arrow" aria-label={t('previousCategories')} disabled={page === 0} onClick={() => setPage((p) => Math.max(0, p - 1))}>
          ‹
        </button>
        <div className="order-first flex w-full justify-center sm:order-none sm:w-auto sm:gap-1" role="group" aria-label={t('categoryPages')}>
          {Array.from({ length: pages }, (_, index) => (
            <button
              key={index}
              type="button"
              aria-label={t('pageOf', { page: index + 1, pages })}
              aria-current={index === page ? 'true' : undefined}
              className="carousel-dot"
              onClick={() => setPage(index)}
            />
          ))}
        </div>
        <button type="button" className="carousel-arrow" aria-label={t('nextCategories')} disabled={page >= pages - 1} onClick={() => setPage((p) => Math.min(pages - 1, p + 1))}>
          ›
        </button>
      </div>
    </div>
  );
}
