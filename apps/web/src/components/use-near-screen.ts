import { useEffect, useState } from 'react';

/**
 * True once the element given to `ref` has come within `margin` px of the screen, and from then
 * on. Heavy blocks (a chart, a table's code) wait for it, so a phone that shows only the count
 * cards first does not download and draw what lies below them until the user scrolls towards it.
 * A hidden element (a page kept alive in another work tab) comes near only once shown again.
 * `ref` is a callback ref, so an element that appears later (after its data) is watched too.
 */
export function useNearScreen<T extends Element>(margin = 300): [ref: (el: T | null) => void, near: boolean] {
  const [el, ref] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    // rootMargin widens the screen; scrollMargin (newer browsers) the scrolling boxes the element sits in.
    const options = { rootMargin: `${margin}px 0px`, scrollMargin: `${margin}px 0px` } as IntersectionObserverInit;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, options);
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, el, margin]);
  return [ref, near];
}
