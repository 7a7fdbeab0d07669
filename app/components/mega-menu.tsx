import { useEffect, useState } from 'react';
import { MENU_TILES_PATH, menuTilesKey, navName, type MenuTiles, type NavCategory } from '~/domain/navigation';
import { useLocale, useLocalisedHref, useT } from '~/components/i18n/context';
import { categoryImageUrl, categoryUrl, drawingImageUrl, productImageUrl, productUrl, subcategoryUrl } from '~/domain/urls';
import { LinkList } from '~/components/link-list';
import { useDisclosure } from '~/components/use-disclosure';

const chevron = (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
    <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
  </svg>
);

export function MenuChevron() {
  return chevron;
}

/** One request per page session, shared by every opening of the menu; a failure lets the next opening retry. */
let tilesRequest: Promise<MenuTiles> | undefined;

function fetchMenuTiles(): Promise<MenuTiles> {
  tilesRequest ??= fetch(MENU_TILES_PATH).then((response) => {
    if (!response.ok) throw new Error(`Menu tiles answered ${response.status}`);
    return response.json() as Promise<MenuTiles>;
  });
  tilesRequest.catch(() => {
    tilesRequest = undefined;
  });
  return tilesRequest;
}

type TilesState = { status: 'loading' } | { status: 'ready'; tiles: MenuTiles } | { status: 'failed' };

/**
 * The product tiles, fetched the first time the menu opens (they are not in the page's data).
 * After a failure, opening the menu again retries.
 */
function useMenuTiles(open: boolean): TilesState {
  const [state, setState] = useState<TilesState>({ status: 'loading' });
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    // Set while rendering, not in an effect, so the retry never renders the failure first.
    setWasOpen(open);
    if (open && state.status === 'failed') setState({ status: 'loading' });
  }
  useEffect(() => {
    if (!open || state.status !== 'loading') return;
    let current = true;
    fetchMenuTiles().then(
      (tiles) => current && setState({ status: 'ready', tiles }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [open, state.status]);
  return state;
}

/**
 * Products Category mega menu, three levels (SPEC.md section 2): hovering or focusing a category
 * shows its subcategories, hovering or focusing a subcategory shows its product tiles, or
 * 'No products available'. Category and subcategory rows are buttons so touch users can pick one
 * without leaving the page; each level has a "View all" link to its listing.
 */
export function MegaMenu({ categories }: { categories: NavCategory[] }) {
  const { open, close, rootProps, buttonProps } = useDisclosure();
  const tiles = useMenuTiles(open);
  const [categoryIndex, setCategoryIndex] = useState(0);
  const [subIndex, setSubIndex] = useState(0);
  const category = categories[categoryIndex];
  const subcategory = category?.subcategories[subIndex];
  const t = useT('shell');
  const locale = useLocale();
  const href = useLocalisedHref();
  const products = tiles.status === 'ready' && category && subcategory ? (tiles.tiles[menuTilesKey(category.slug, subcategory.slug)] ?? []) : [];

  const pickCategory = (index: number) => {
    setCategoryIndex(index);
    setSubIndex(0);
  };

  return (
    <div {...rootProps} className="relative" data-testid="mega-menu">
      <button {...buttonProps} aria-controls="mega-menu-panel" className="nav-button">
        {t('productsCategory')} {chevron}
      </button>
      {open && category ? (
        <div
          id="mega-menu-panel"
          className="absolute left-0 top-full z-40 mt-1 flex w-[min(56rem,calc(100vw-2rem))] overflow-hidden rounded-lg border border-slate-200 bg-white text-slate-900 shadow-xl"
        >
          <ul className="max-h-[70vh] w-56 shrink-0 overflow-y-auto border-r border-slate-200 bg-slate-50 py-2" aria-label={t('categories')}>
            {categories.map((item, index) => (
              <li key={item.slug}>
                <button
                  type="button"
                  className={`menu-row ${index === categoryIndex ? 'menu-row-active' : ''}`}
                  aria-current={index === categoryIndex ? 'true' : undefined}
                  onMouseEnter={() => pickCategory(index)}
                  onFocus={() => pickCategory(index)}
                  onClick={() => pickCategory(index)}
                >
                  <img src={categoryImageUrl(item.slug)} alt="" width={20} height={20} loading="lazy" className="h-5 w-5" /> {navName(item, locale)}
                </button>
              </li>
            ))}
          </ul>
          <div className="w-56 shrink-0 border-r border-slate-200 py-2">
            <a href={href(categoryUrl(category.slug))} onClick={close} className="block px-4 py-2 text-sm font-semibold text-brand-700 hover:underline">
              {t('allInCategory', { name: navName(category, locale) })}
            </a>
            <ul aria-label={t('subcategoriesOf', { name: navName(category, locale) })}>
              {category.subcategories.map((item, index) => (
                <li key={item.slug}>
                  <button
                    type="button"
                    className={`menu-row ${index === subIndex ? 'menu-row-active' : ''}`}
                    aria-current={index === subIndex ? 'true' : undefined}
                    onMouseEnter={() => setSubIndex(index)}
                    onFocus={() => setSubIndex(index)}
                    onClick={() => setSubIndex(index)}
                  >
                    <img src={drawingImageUrl(item.slug)} alt="" width={20} height={20} loading="lazy" className="h-5 w-5" /> {navName(item, locale)}
                  </button>
                </li>
              ))}
            </ul>
          </div>
          <div className="min-w-0 flex-1 p-4" data-testid="mega-menu-products">
            {subcategory ? (
              <>
                <a
                  href={href(subcategoryUrl(category.slug, subcategory.slug))}
                  onClick={close}
                  className="text-sm font-semibold text-brand-700 hover:underline"
                >
                  {t('viewAllIn', { name: navName(subcategory, locale) })}
                </a>
                {tiles.status === 'loading' ? (
                  <p className="mt-6 text-sm text-slate-600" role="status">
                    {t('loadingProducts')}
                  </p>
                ) : tiles.status === 'failed' ? (
                  <p className="mt-6 text-sm text-slate-600" role="status">
                    {t('productsFailed')}
                  </p>
                ) : products.length === 0 ? (
                  <p className="mt-6 text-sm text-slate-600">{t('noProducts')}</p>
                ) : (
                  <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
                    {products.map((product) => (
                      <li key={product.slug}>
                        <a
                          href={href(product.legacyPath ?? productUrl(product.slug))}
                          onClick={close}
                          className="flex flex-col items-center rounded-md border border-slate-200 p-2 text-center text-sm hover:border-brand-600 hover:shadow"
                        >
                          <img src={productImageUrl(product.slug, locale)} alt="" width={72} height={72} loading="lazy" className="h-18 w-18" />
                          <span className="mt-1 line-clamp-2" data-user-text>
                            {navName(product, locale)}
                          </span>
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </>
            ) : (
              <p className="text-sm text-slate-600">{t('noProducts')}</p>
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** A simple header dropdown of links (Enterprises, Services). */
export const DROPDOWN_LINK = 'block px-4 py-2 text-sm hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50';

export function NavDropdown({ label, id, links }: { label: string; id: string; links: Array<{ href: string; name: string }> }) {
  const { open, close, rootProps, buttonProps } = useDisclosure();
  return (
    <div {...rootProps} className="relative" data-testid={`${id}-menu`}>
      <button {...buttonProps} aria-controls={`${id}-panel`} className="nav-button">
        {label} {chevron}
      </button>
      {open ? (
        <div id={`${id}-panel`} className="absolute left-0 top-full z-40 mt-1 w-60 rounded-lg border border-slate-200 bg-white py-2 text-slate-900 shadow-xl">
          <LinkList links={links} onPick={close} linkClassName={DROPDOWN_LINK} />
        </div>
      ) : null}
    </div>
  );
}
