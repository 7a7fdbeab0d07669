import { useEffect, useRef } from 'react';
import { stateImageUrl, suppliersInStateUrl } from '~/domain/urls';
import { nextStripOffset, STATE_TILE_WIDTH } from './carousel-math';
import { useReducedMotion } from './use-reduced-motion';
import { useLocalisedHref, useT } from '~/components/i18n/context';

export interface StateTile {
  code: string;
  name: string;
  slug: string;
}

/**
 * The India states strip: scrolls continuously at 0.5 px per frame and wraps after 140 px per
 * state (the list is rendered twice so the wrap is seamless), pauses on hover and focus. The offset
 * lives in a ref and is written straight to the track's style, so scrolling costs no React renders,
 * and frames are only requested while the strip is on screen. With reduced motion it stays still
 * and scrolls by hand.
 */
export function StateStrip({ states }: { states: StateTile[] }) {
  const stripRef = useRef<HTMLDivElement>(null);
  const t = useT('home');
  const href = useLocalisedHref();
  const trackRef = useRef<HTMLUListElement>(null);
  const pausedRef = useRef(false);
  const reduced = useReducedMotion();

  useEffect(() => {
    const strip = stripRef.current;
    const track = trackRef.current;
    if (!strip || !track || reduced) return;
    let offset = 0;
    let frame = 0;
    const step = () => {
      if (!pausedRef.current) {
        offset = nextStripOffset(offset, states.length);
        track.style.transform = `translateX(-${offset}px)`;
        track.dataset.offset = String(offset);
      }
      frame = requestAnimationFrame(step);
    };
    const observer = new IntersectionObserver((entries) => {
      cancelAnimationFrame(frame);
      if (entries[entries.length - 1]?.isIntersecting) frame = requestAnimationFrame(step);
    });
    observer.observe(strip);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      track.style.transform = '';
    };
  }, [reduced, states.length]);

  const pause = () => {
    pausedRef.current = true;
  };
  const resume = () => {
    pausedRef.current = false;
  };

  return (
    <div
      ref={stripRef}
      className={`py-6 ${reduced ? 'overflow-x-auto' : 'overflow-hidden'}`}
      data-testid="state-strip"
      onPointerEnter={pause}
      onPointerLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <ul ref={trackRef} className="flex w-max will-change-transform" data-offset="0">
        {[...states, ...states].map((state, index) => {
          const copy = index >= states.length;
          return (
            <li key={`${state.code}-${index}`} style={{ width: STATE_TILE_WIDTH }} className="shrink-0 px-2" aria-hidden={copy ? true : undefined}>
              <a
                href={href(suppliersInStateUrl(state.slug))}
                tabIndex={copy ? -1 : undefined}
                className="group relative block h-36 rounded-xl border border-slate-200 bg-white p-2 text-center shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
                data-testid="state-tile"
              >
                <img src={stateImageUrl(state.slug)} alt="" width={96} height={80} loading="lazy" className="mx-auto h-20 w-24 object-contain" />
                <span className="mt-2 block text-sm font-semibold text-slate-800">{state.name}</span>
                <span
                  className="pointer-events-none absolute inset-0 z-10 flex scale-90 flex-col items-center justify-center rounded-xl bg-white p-2 opacity-0 shadow-2xl ring-2 ring-brand-600 transition group-hover:scale-110 group-hover:opacity-100 group-focus-visible:scale-110 group-focus-visible:opacity-100"
                  data-testid="state-card"
                >
                  <img src={stateImageUrl(state.slug)} alt="" width={80} height={64} loading="lazy" className="h-16 w-20 object-contain" />
                  <span className="mt-1 text-sm font-bold text-brand-700">{state.name}</span>
                  <span className="text-xs font-medium uppercase tracking-wide text-saffron-600">{t('indianState')}</span>
                  <span className="text-xs text-slate-700">{t('exploreSuppliers')}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
