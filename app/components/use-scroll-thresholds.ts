import { useEffect, useState } from 'react';

/**
 * SPEC.md section 4: past 0 px the navbar turns white; past 50 px the hero search hides and the
 * navbar search appears. Server render assumes the top of the page.
 */
export function useScrollThresholds() {
  const [scrollY, setScrollY] = useState(0);
  useEffect(() => {
    const update = () => setScrollY(window.scrollY);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return { scrolled: scrollY > 0, pastHero: scrollY > 50 };
}
