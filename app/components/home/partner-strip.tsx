import { useEffect, useRef, useState } from 'react';
import { partnerLogoUrl } from '~/domain/urls';
import { useOnScreenRef } from './use-on-screen';
import { useReducedMotion } from './use-reduced-motion';

export interface Partner {
  slug: string;
  name: string;
}

const LOGO_WIDTH = 200;
const STEP_MS = 2000;

/**
 * Partner logos advance one place every 2000 ms and pause on hover. The list is doubled so the
 * strip can slide past the last logo and then jump back to the first without a visible seam.
 */
export function PartnerStrip({ partners }: { partners: Partner[] }) {
  const [index, setIndex] = useState(0);
  const [animate, setAnimate] = useState(true);
  const pausedRef = useRef(false);
  const stripRef = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreenRef(stripRef);
  const reduced = useReducedMotion();

  useEffect(() => {
    const timer = window.setInterval(() => {
      // Off screen the strip holds still, so nobody misses a logo and no frames are spent on it.
      if (pausedRef.current || !onScreen.current) return;
      // Without a transition (reduced motion) transitionend never fires, so wrap at once.
      setAnimate(!reduced);
      setIndex((i) => (reduced && i + 1 >= partners.length ? 0 : i + 1));
    }, STEP_MS);
    return () => window.clearInterval(timer);
  }, [onScreen, reduced, partners.length]);

  return (
    <div
      ref={stripRef}
      className="overflow-hidden"
      data-testid="partner-strip"
      data-index={index % partners.length}
      onPointerEnter={() => (pausedRef.current = true)}
      onPointerLeave={() => (pausedRef.current = false)}
    >
      <ul
        className={`flex w-max ${animate && !reduced ? 'transition-transform duration-700 ease-in-out' : ''}`}
        style={{ transform: `translateX(-${index * LOGO_WIDTH}px)` }}
        onTransitionEnd={() => {
          if (index >= partners.length) {
            setAnimate(false);
            setIndex(0);
          }
        }}
      >
        {[...partners, ...partners].map((partner, i) => (
          <li key={`${partner.slug}-${i}`} style={{ width: LOGO_WIDTH }} className="shrink-0 px-3" aria-hidden={i >= partners.length ? true : undefined}>
            <PartnerLogo partner={partner} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A logo that fails to load shows the company name instead. React attaches onError as a listener
 * (no inline handler, so CSP allows it), and an image that failed before hydration is caught on mount.
 */
function PartnerLogo({ partner }: { partner: Partner }) {
  const [failed, setFailed] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <div className="flex h-20 items-center justify-center rounded-lg border border-slate-200 bg-white px-3" data-testid="partner-logo" data-user-text>
      {failed ? (
        <span className="text-center text-sm font-semibold text-slate-700" data-testid="partner-name">
          {partner.name}
        </span>
      ) : (
        <img ref={imgRef} src={partnerLogoUrl(partner.slug)} alt={partner.name} width={160} height={60} loading="lazy" className="h-15 w-40 object-contain" onError={() => setFailed(true)} />
      )}
    </div>
  );
}
