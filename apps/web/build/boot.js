// The first script of a prerendered page (written into static/ by prerender-pages.ts). It starts
// the app once the page has been painted, so that the page's markup and stylesheets have the
// network to themselves: the visitor reads the page while the app and the page's chunks load,
// then React adopts the markup (hydration). A hidden tab, which paints nothing, starts at once.
const boot = document.querySelector('script[data-entry]');

function start() {
  for (const href of (boot?.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (boot?.dataset.entry) import(boot.dataset.entry);
}

if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
