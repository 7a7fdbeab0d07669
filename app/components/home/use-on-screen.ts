import { useEffect, useRef, type RefObject } from 'react';

/** A ref that is true while the element is at least partly in the viewport. */
export function useOnScreenRef(target: RefObject<Element | null>): RefObject<boolean> {
  const visible = useRef(false);
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      visible.current = entries[entries.length - 1]?.isIntersecting ?? false;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return visible;
}
