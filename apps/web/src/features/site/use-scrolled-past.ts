import { useEffect, useState } from 'react';

/** Whether the window is scrolled further down than thresholdPx (CSS pixels); follows every scroll. */
export function useScrolledPast(thresholdPx: number): boolean {
  const [past, setPast] = useState(() => window.scrollY > thresholdPx);
  useEffect(() => {
    const update = () => setPast(window.scrollY > thresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [thresholdPx]);
  return past;
}
