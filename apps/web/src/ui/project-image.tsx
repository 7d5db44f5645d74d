import { useState } from 'react';
import fallbackImage from '../assets/shop-project-fallback.svg';

/**
 * A project's illustration (its imageUrl), or our default one when the url is empty or the image
 * fails to load (spec §3 'Product': a default image is the fallback).
 */
export function ProjectImage({
  src,
  alt,
  className,
  eager = false,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  /** Load at once (the hero of a page) rather than when scrolled near. */
  eager?: boolean;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const wanted = src?.trim() ?? '';
  const shown = wanted === '' || failedSrc === wanted ? fallbackImage : wanted;
  return (
    <img
      src={shown}
      alt={alt}
      className={className}
      width={640}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => {
        if (shown !== fallbackImage) setFailedSrc(wanted);
      }}
    />
  );
}
