import { useEffect, useState } from 'react';
import { useT } from '~/components/i18n/context';
import { slideUrl } from '~/domain/urls';

/** The register page's left half (SPEC.md): three pictures that change every 3 seconds, with dots. */
export function Slideshow() {
  const t = useT('register');
  const [slide, setSlide] = useState<0 | 1 | 2>(0);
  useEffect(() => {
    const timer = window.setInterval(() => setSlide((current) => ((current + 1) % 3) as 0 | 1 | 2), 3000);
    return () => window.clearInterval(timer);
  }, []);
  const slides = [0, 1, 2] as const;
  return (
    // The slides carry text, so the box keeps their 4:5 shape instead of cropping them to the form's height.
    <section aria-label={t('whyJoin')} className="relative hidden aspect-[4/5] self-start overflow-hidden rounded-xl bg-brand-50 md:block" data-testid="slideshow" data-slide={slide}>
      {slides.map((index) => (
        <img
          key={index}
          src={slideUrl(index)}
          alt=""
          width={640}
          height={800}
          className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-700 ${index === slide ? 'opacity-100' : 'opacity-0'}`}
        />
      ))}
      <div className="absolute bottom-4 left-0 right-0 flex justify-center gap-2" aria-hidden="true">
        {slides.map((index) => (
          <span key={index} data-testid="slide-dot" data-active={index === slide} className={`h-2.5 w-2.5 rounded-full ${index === slide ? 'bg-brand-700' : 'bg-white/80 ring-1 ring-brand-700'}`} />
        ))}
      </div>
    </section>
  );
}
