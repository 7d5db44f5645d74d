import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isPrerenderedView } from './prerendered-view';
import styles from './use-reveal.module.css';

/** What useReveal gives a component: the element to watch and the classes that animate it. */
export interface Reveal<T extends Element> {
  /** Attach to the element that fades and rises into view. */
  readonly ref: RefObject<T | null>;
  /** Whether the element has come into view (it stays revealed). */
  readonly revealed: boolean;
  /** The element's class: hidden and 16 px low until revealed, then the section animation. */
  readonly className: string;
  /** The class of an image inside it: it follows 0.5 s later, over 1 s. */
  readonly imageClassName: string;
}

// The element starts to show once its top is 10% of the viewport above the bottom edge.
const REVEAL_LINE = 0.9;
const OBSERVER_OPTIONS: IntersectionObserverInit = { threshold: 0, rootMargin: '0px 0px -10% 0px' };

/** Whether the element's top is still below the line where it would start to show. */
function isBelowRevealLine(element: Element): boolean {
  return element.getBoundingClientRect().top > window.innerHeight * REVEAL_LINE;
}

/** Whether this browser can run the reveal: it observes intersections and motion is welcome. */
function canAnimate(): boolean {
  if (typeof window === 'undefined' || typeof window.IntersectionObserver !== 'function') {
    return false;
  }
  return !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * UI.md 'Motion': a section fades and rises 16 px into view, once (durations are the motion
 * tokens, which mirror the core's SECTION_/IMAGE_ANIMATION_* constants). Without an
 * IntersectionObserver, or when the visitor prefers reduced motion, the content is simply shown.
 * A page the server sent prerendered hydrates shown, as sent; then, before the first paint, what
 * is still below the fold hides again to rise into view on scroll, as after a link: a direct visit
 * animates too, and nothing the visitor already sees disappears.
 */
export function useReveal<T extends Element>(): Reveal<T> {
  const ref = useRef<T | null>(null);
  const [revealed, setRevealed] = useState(() => !canAnimate() || isPrerenderedView());

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !canAnimate() || !isPrerenderedView()) return;
    if (isBelowRevealLine(element)) setRevealed(false);
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (revealed || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setRevealed(true);
        observer.disconnect();
      }
    }, OBSERVER_OPTIONS);
    observer.observe(element);
    return () => observer.disconnect();
  }, [revealed]);

  return {
    ref,
    revealed,
    className: (revealed ? styles.revealed : styles.pending) ?? '',
    imageClassName: styles.image ?? '',
  };
}
