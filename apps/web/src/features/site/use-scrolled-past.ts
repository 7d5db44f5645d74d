import { useLayoutEffect, useState } from 'react';

/**
 * Whether the window is scrolled further down than thresholdPx (CSS pixels); follows every scroll.
 * It starts false, as the prerendered page does, and reads the real position before the paint.
 */
export function useScrolledPast(thresholdPx: number): boolean {
  const [past, setPast] = useState(false);
  useLayoutEffect(() => {
    const update = () => setPast(window.scrollY > thresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [thresholdPx]);
  return past;
}
