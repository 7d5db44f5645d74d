import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** A page as sent: as it is and compressed. */
export interface EncodedPage {
  readonly identity: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

/** What the preloads read of the catalogue: CatalogueService's in-memory snapshot. */
export interface CatalogueImages {
  snapshot(): Promise<{ readonly products: readonly { readonly imageUrl: string }[] }>;
}

/** The prerendered pages whose first view lists the catalogue (/Carbon), by lower-case path. */
export const CATALOGUE_PAGES: readonly string[] = ['/carbon'];

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

/**
 * The links a catalogue page gets: its GET /api/products, and the first projects' images (as the
 * cards show them: trimmed, the default image when empty) when they are on this origin.
 */
export function catalogueLinks(products: readonly { readonly imageUrl: string }[]): string {
  const images = products
    .slice(0, PRELOADED_PROJECT_IMAGES)
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
 * A prerendered page sent with the catalogue's preloads. It is answered at once from the version
 * built for the last snapshot seen (a page never waits for the database); each request then reads
 * the snapshot (from memory while fresh, and a read the page's own GET /api/products would make a
 * moment later anyway) and rebuilds the page when the links have changed. The links name image
 * paths only, never stock or prices.
 */
export class CataloguePreloadedPage {
  readonly #html: string;
  readonly #catalogue: CatalogueImages;
  #page: EncodedPage;
  #links: string | null = null;
  #refreshing: Promise<void> | null = null;

  private constructor(html: string, catalogue: CatalogueImages, page: EncodedPage) {
    this.#html = html;
    this.#catalogue = catalogue;
    this.#page = page;
  }

  /** The page with its links for the catalogue as it is now (or only the API's, if it cannot be read). */
  static async create(html: string, catalogue: CatalogueImages): Promise<CataloguePreloadedPage> {
    const page = new CataloguePreloadedPage(
      html,
      catalogue,
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
    let links: string;
    try {
      links = catalogueLinks((await this.#catalogue.snapshot()).products);
    } catch {
      return; // The catalogue is unavailable: keep the page as it is; GET /api/products says why.
    }
    if (links === this.#links) return;
    this.#page = await encodePage(withLinks(this.#html, links));
    this.#links = links;
  }
}
