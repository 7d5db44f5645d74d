import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { CATALOGUE_PAGE_PATHS, SITE_ROUTES } from '@netzero/content';

/** A page as sent: as it is and compressed. */
export interface EncodedPage {
  readonly identity: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

/** What the preloads read of the catalogue: CatalogueService's in-memory snapshot. */
export interface CatalogueImages {
  snapshot(): Promise<{ readonly products: readonly CatalogueImage[] }>;
}

/** What a page's preloads read of one product: its image and its own page. */
export interface CatalogueImage {
  readonly imageUrl: string;
  readonly plpUrl?: string | null;
}

/** Renders a catalogue page with a snapshot's list in it (server-side rendering). */
export interface CataloguePageRenderer {
  /** What the rendered page depends on: the same key, the same page (cheap, asked per request). */
  keyOf(snapshot: unknown): string;
  /** The page's HTML with the list, without the preload links. */
  render(snapshot: unknown): Promise<string>;
}

/**
 * The prerendered pages whose first view shows the catalogue, rendered with it by the server
 * (/Carbon, and the project pages, which showed a spinner and then pushed the footer down):
 * lower-case key, and site path.
 */
export const CATALOGUE_PAGES: ReadonlyMap<string, string> = new Map(
  CATALOGUE_PAGE_PATHS.map((path) => [path.toLowerCase(), path]),
);

/** How many project images start with the page: the first card's is the LCP on every width. */
export const PRELOADED_PROJECT_IMAGES = 1;

// The call the page makes on mount (the web app's KyCatalogueGateway: same origin, mode cors,
// credentials same-origin, no extra header for a visitor), so Chromium hands the preload to it.
// They go at the end of the head: the stylesheets and boot.js, which the first paint and the app
// wait for, take the first connections; the API's answer and the image are needed only after the app.
const CATALOGUE_PRELOAD =
  '<link rel="preload" as="fetch" href="/api/products" crossorigin="anonymous">';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text made safe for a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

// A path on this origin ('/assets/…', not '//host/…'): the page's img-src is 'self', so an image
// elsewhere would not be shown, and nothing is fetched from another host on the page's behalf.
const SAME_ORIGIN_PATH = /^\/(?![/\\])/;

/** A page path as the pages are keyed: lower case, without one trailing slash. */
function lowerPath(path: string): string {
  return (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();
}

/** The products whose image a page shows first: /Carbon's first cards, a project page's own. */
function firstImages(products: readonly CatalogueImage[], path: string): readonly CatalogueImage[] {
  const key = lowerPath(path);
  if (key === lowerPath(SITE_ROUTES.carbon)) return products.slice(0, PRELOADED_PROJECT_IMAGES);
  return products.filter((product) => product.plpUrl && lowerPath(product.plpUrl) === key);
}

/**
 * The links a catalogue page (`path`, /Carbon unless given) gets: its GET /api/products, and the
 * images of its first view (as the page shows them: trimmed, the default image when empty) when
 * they are on this origin: /Carbon's first cards, a project page's own project.
 */
export function catalogueLinks(
  products: readonly CatalogueImage[],
  path: string = SITE_ROUTES.carbon,
): string {
  const images = firstImages(products, path)
    .map((product) => product.imageUrl.trim())
    .filter((url) => SAME_ORIGIN_PATH.test(url))
    .map(
      (url) =>
        `<link rel="preload" as="image" href="${escapeAttribute(url)}" fetchpriority="high">`,
    );
  return CATALOGUE_PRELOAD + images.join('');
}

/** The page with the links at the end of its head (unchanged when it has no head). */
export function withLinks(html: string, links: string): string {
  const end = html.indexOf('</head>');
  return end === -1 ? html : html.slice(0, end) + links + html.slice(end);
}

/** Compresses a page as the build does (brotli 11, gzip 9), off the event loop. */
export async function encodePage(html: string): Promise<EncodedPage> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gz };
}

/**
 * A prerendered page sent with the catalogue's preloads, and, given a renderer, with the
 * catalogue's list rendered into it. It is answered at once from the version built for the last
 * snapshot seen (a page never waits for the database); each request then reads the snapshot (from
 * memory while fresh, and a read the page's own GET /api/products would make a moment later
 * anyway) and rebuilds the page when it would change.
 */
export class CataloguePreloadedPage {
  readonly #html: string;
  readonly #catalogue: CatalogueImages;
  readonly #renderer: CataloguePageRenderer | null;
  readonly #onRenderError: (error: unknown) => void;
  readonly #path: string;
  #page: EncodedPage;
  #built: string | null = null;
  #refreshing: Promise<void> | null = null;

  private constructor(
    html: string,
    catalogue: CatalogueImages,
    renderer: CataloguePageRenderer | null,
    onRenderError: (error: unknown) => void,
    path: string,
    page: EncodedPage,
  ) {
    this.#html = html;
    this.#catalogue = catalogue;
    this.#renderer = renderer;
    this.#onRenderError = onRenderError;
    this.#path = path;
    this.#page = page;
  }

  /**
   * The page for the catalogue as it is now (the prerendered page with only the API's preload if
   * the catalogue cannot be read); `path` is the page's site path, /Carbon unless given.
   */
  static async create(
    html: string,
    catalogue: CatalogueImages,
    renderer: CataloguePageRenderer | null = null,
    onRenderError: (error: unknown) => void = () => {},
    path: string = SITE_ROUTES.carbon,
  ): Promise<CataloguePreloadedPage> {
    const page = new CataloguePreloadedPage(
      html,
      catalogue,
      renderer,
      onRenderError,
      path,
      await encodePage(withLinks(html, CATALOGUE_PRELOAD)),
    );
    await page.refresh();
    return page;
  }

  /** The page to send now. */
  current(): EncodedPage {
    return this.#page;
  }

  /** Reads the catalogue and rebuilds the page if its links changed; never rejects. */
  refresh(): Promise<void> {
    this.#refreshing ??= this.#rebuild().finally(() => {
      this.#refreshing = null;
    });
    return this.#refreshing;
  }

  async #rebuild(): Promise<void> {
    let snapshot: Awaited<ReturnType<CatalogueImages['snapshot']>>;
    try {
      snapshot = await this.#catalogue.snapshot();
    } catch {
      return; // The catalogue is unavailable: keep the page as it is; GET /api/products says why.
    }
    const links = catalogueLinks(snapshot.products, this.#path);
    const built = `${links}\n${this.#renderer?.keyOf(snapshot) ?? ''}`;
    if (built === this.#built) return;
    try {
      const html = this.#renderer ? await this.#renderer.render(snapshot) : this.#html;
      this.#page = await encodePage(withLinks(html, links));
      this.#built = built;
    } catch (error) {
      // A page that cannot be rendered is a bug: it is reported, and the page goes on as it was
      // (the app then loads the list itself).
      this.#onRenderError(error);
    }
  }
}
