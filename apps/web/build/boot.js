// The first script of a prerendered page (written into static/ by prerender-pages.ts). It starts
// the app once the page has been painted, so that the page's markup and stylesheets have the
// network to themselves: the visitor reads the page while the app and the page's chunks load,
// then React adopts the markup (hydration). A hidden tab, which paints nothing, starts at once.
const boot = document.querySelector('script[data-entry]');

// Each added link costs the main thread a few milliseconds on a phone (a page preloads 10-40
// chunks): they go in a few per task, so that no task is long enough to delay a tap. The entry's
// link goes first, so that its download starts at once.
const LINKS_PER_TASK = 3;

function start() {
  const entry = boot?.dataset.entry;
  const hrefs = [entry, ...(boot?.dataset.preload ?? '').split(' ')].filter(Boolean);
  const addSome = () => {
    for (const href of hrefs.splice(0, LINKS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (hrefs.length > 0) setTimeout(addSome, 0);
    // The app starts once every link is there: Vite's preload helper reads the page's links once,
    // at the app's first lazy import, and appends each one it did not find, all in that task.
    else if (entry) import(entry);
  };
  addSome();
}

if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
