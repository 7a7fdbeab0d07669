import { useState } from 'react';
import { avatarUrl } from '~/domain/urls';
import { wrapIndex } from './carousel-math';
import { useT } from '~/components/i18n/context';

export interface Testimonial {
  id: number;
  name: string;
  title: string;
  quote: string;
}

/** One testimonial at a time; arrows wrap in both directions and each change flips the card in. */
export function TestimonialCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const [index, setIndex] = useState(0);
  const [flips, setFlips] = useState(0);
  const t = useT('home');
  const current = testimonials[index];
  if (!current) return null;
  const go = (next: number) => {
    setIndex(next);
    setFlips((n) => n + 1);
  };
  return (
    <div data-testid="testimonial-carousel" data-index={index} className="mx-auto max-w-3xl [perspective:1200px]">
      <figure key={flips} className={`${flips > 0 ? 'animate-flip-in' : ''} rounded-2xl bg-white p-6 shadow-lg sm:p-8`} data-testid="testimonial" data-user-text>
        <blockquote className="text-lg leading-relaxed text-slate-800">“{current.quote}”</blockquote>
        <figcaption className="mt-6 flex items-center gap-4">
          <img src={avatarUrl(current.id)} alt="" width={56} height={56} loading="lazy" className="h-14 w-14 rounded-full" />
          <span>
            <span className="block font-bold text-slate-900">{current.name}</span>
            <span className="block text-sm text-slate-600">{current.title}</span>
          </span>
        </figcaption>
      </figure>
      <div className="mt-5 flex items-center justify-center gap-4">
        <button type="button" className="carousel-arrow" aria-label={t('previousTestimonial')} onClick={() => go(wrapIndex(index, -1, testimonials.length))}>
          ‹
        </button>
        <div className="flex gap-1" role="group" aria-label={t('testimonials')}>
          {testimonials.map((item, i) => (
            <button key={item.id} type="button" aria-label={t('testimonialN', { n: i + 1, name: item.name })} aria-current={i === index ? 'true' : undefined} className="carousel-dot" onClick={() => go(i)} />
          ))}
        </div>
        <button type="button" className="carousel-arrow" aria-label={t('nextTestimonial')} onClick={() => go(wrapIndex(index, 1, testimonials.length))}>
          ›
        </button>
      </div>
    </div>
  );
}
