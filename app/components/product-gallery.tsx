import type { MouseEvent } from 'react';
import { useT } from '~/components/i18n/context';

export interface GalleryPhoto {
  src: string;
  /** A small square version for the row of choices (the upload's thumbnail). */
  thumb: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * The product's photos, main photo first: one strip that scrolls sideways and snaps to each photo
 * (CSS only), each photo a link to its full size, and a row of thumbnails that are links to each
 * photo's anchor. Without JavaScript a thumbnail jumps to its photo; with it, the strip scrolls
 * there without moving the page. Only the main photo loads at once; the others load when near.
 */
export function ProductGallery({ photos }: { photos: GalleryPhoto[] }) {
  const t = useT('product');
  const [main] = photos;
  if (!main) return null;
  if (photos.length === 1) {
    return <img src={main.src} alt={main.alt} width={main.width} height={main.height} fetchPriority="high" className="aspect-[4/3] w-full rounded-lg border border-slate-200 bg-slate-50 object-contain" />;
  }
  const show = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    const slide = document.getElementById(`photo-${index + 1}`);
    if (!slide?.parentElement) return;
    event.preventDefault();
    slide.parentElement.scrollTo({ left: slide.offsetLeft - slide.parentElement.offsetLeft, behavior: 'smooth' });
  };
  return (
    <div data-testid="product-gallery">
      <ul aria-label={t('photos', { count: String(photos.length) })} className="flex snap-x snap-mandatory overflow-x-auto rounded-lg border border-slate-200 bg-slate-50">
        {photos.map((photo, index) => (
          <li key={photo.src} id={`photo-${index + 1}`} className="w-full shrink-0 snap-center">
            <a href={photo.src} className="block">
              <img
                src={photo.src}
                alt={photo.alt}
                width={photo.width}
                height={photo.height}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
                className="aspect-[4/3] w-full object-contain"
              />
            </a>
          </li>
        ))}
      </ul>
      <ul aria-label={t('choosePhoto')} className="mt-2 flex flex-wrap gap-2">
        {photos.map((photo, index) => (
          <li key={photo.src}>
            <a href={`#photo-${index + 1}`} onClick={(event) => show(event, index)} className="block rounded border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700">
              <img src={photo.thumb} alt="" width={64} height={64} loading="lazy" decoding="async" className="h-16 w-16 rounded object-cover" />
              <span className="sr-only">{t('photoOf', { n: String(index + 1), count: String(photos.length), alt: photo.alt })}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
