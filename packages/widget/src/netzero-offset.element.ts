import { ESTIMATE_TIMEOUT_MS, requestEstimate, type WidgetEstimate } from './estimate-client.js';
import { ESTIMATE_ATTRIBUTES, estimateLines } from './estimate-lines.js';
import { WIDGET_COPY } from './widget-copy.js';
import { WIDGET_CSS } from './widget-styles.js';

/** The form field the estimate id is submitted as, unless the merchant names another. */
export const DEFAULT_FIELD_NAME = 'netzero_estimate_id';

/** The event the element dispatches when the customer opts in or out (or the estimate changes). */
export const CHANGE_EVENT = 'netzero-offset-change';

/** The detail of CHANGE_EVENT. */
export interface NetZeroOffsetChange {
  readonly optedIn: boolean;
  /** The estimate to order by (POST /v1/orders {estimateId}); null when there is none. */
  readonly estimateId: string | null;
  /** The estimate's total, in tonnes CO2. */
  readonly tonnes: number;
  /** The whole tonnes an order by this estimate retires. */
  readonly tonnesToOffset: number;
}

let sheet: CSSStyleSheet | null | undefined;

/** One constructed stylesheet shared by every instance (null where the browser cannot build one). */
function sharedSheet(): CSSStyleSheet | null {
  if (sheet === undefined) {
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(WIDGET_CSS);
    } catch {
      sheet = null;
    }
  }
  return sheet;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  return node;
}

let instances = 0;

/** Tonnes as a person reads them: two significant digits (0.18, 1.2, 35). */
const formatTonnes = (tonnes: number) =>
  new Intl.NumberFormat('en', { maximumSignificantDigits: 2 }).format(tonnes);

/**
 * <netzero-offset>: shows the emissions of the customer's trip from POST /v1/estimates (with the
 * merchant's publishable key) and an opt-in checkbox. When the customer opts in, the estimate's id
 * becomes the element's form value (ElementInternals), so the merchant's server receives it with
 * the form and orders it with its secret key. Every failure is a quiet line of text.
 */
export class NetZeroOffsetElement extends HTMLElement {
  static readonly formAssociated = true;
  static readonly observedAttributes = [
    ...ESTIMATE_ATTRIBUTES,
    'price-per-tonne-cents',
    'currency',
  ];

  readonly #internals: ElementInternals | null;
  readonly #box: HTMLElement;
  readonly #status: HTMLElement;
  readonly #option: HTMLElement;
  readonly #checkbox: HTMLInputElement;
  readonly #label: HTMLLabelElement;
  readonly #hint: HTMLElement;
  #fallbackInput: HTMLInputElement | null = null;
  #estimate: WidgetEstimate | null = null;
  #request: AbortController | null = null;
  #scheduled = false;

  constructor() {
    super();
    this.#internals = typeof this.attachInternals === 'function' ? this.attachInternals() : null;
    const root = this.attachShadow({ mode: 'open' });
    const css = sharedSheet();
    if (css && 'adoptedStyleSheets' in root) root.adoptedStyleSheets = [css];
    else root.append(Object.assign(element('style'), { textContent: WIDGET_CSS }));

    const id = `netzero-offset-${++instances}`;
    this.#box = element('div', 'box');
    this.#box.setAttribute('role', 'group');
    this.#box.setAttribute('aria-label', WIDGET_COPY.groupLabel);
    this.#box.part.add('box');
    // A polite live region: the estimate, or the quiet failure, is announced when it arrives.
    this.#status = element('p', 'status');
    this.#status.setAttribute('role', 'status');
    this.#status.id = `${id}-status`;
    this.#option = element('div', 'opt');
    this.#checkbox = element('input');
    this.#checkbox.type = 'checkbox';
    this.#checkbox.id = `${id}-input`;
    this.#checkbox.setAttribute('aria-describedby', `${id}-status ${id}-hint`);
    this.#checkbox.addEventListener('change', () => this.#changed());
    this.#label = element('label');
    this.#label.htmlFor = this.#checkbox.id;
    this.#option.append(this.#checkbox, this.#label);
    this.#hint = element('p', 'hint');
    this.#hint.id = `${id}-hint`;
    this.#box.append(this.#status, this.#option, this.#hint);
    root.append(this.#box);
    this.#show(WIDGET_COPY.estimating, false);
  }

  /** Whether the customer has opted in. */
  get optedIn(): boolean {
    return this.#estimate !== null && this.#checkbox.checked;
  }

  /** The estimate's id (whether or not the customer opted in); null before one arrives. */
  get estimateId(): string | null {
    return this.#estimate?.id ?? null;
  }

  connectedCallback(): void {
    this.#schedule();
  }

  disconnectedCallback(): void {
    this.#request?.abort();
    this.#request = null;
  }

  attributeChangedCallback(name: string, previous: string | null, next: string | null): void {
    if (previous === next) return;
    if ((ESTIMATE_ATTRIBUTES as readonly string[]).includes(name)) this.#schedule();
    else if (this.#estimate) this.#render(this.#estimate);
  }

  formResetCallback(): void {
    this.#checkbox.checked = false;
    this.#changed();
  }

  formDisabledCallback(disabled: boolean): void {
    this.#checkbox.disabled = disabled;
  }

  /** Several attributes set in a row cost one request. */
  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    queueMicrotask(() => {
      this.#scheduled = false;
      if (this.isConnected) void this.#estimateNow();
    });
  }

  async #estimateNow(): Promise<void> {
    this.#request?.abort();
    const key = this.getAttribute('publishable-key');
    const lines = estimateLines((name) => this.getAttribute(name));
    if (!key || !lines) {
      return this.#fail('needs a publishable-key and a trip (type and its numbers, or lines)');
    }
    const request = new AbortController();
    this.#request = request;
    const timer = setTimeout(() => request.abort(), ESTIMATE_TIMEOUT_MS);
    this.#show(WIDGET_COPY.estimating, false);
    const outcome = await requestEstimate(this.#apiBase(), key, lines, request.signal);
    clearTimeout(timer);
    if (this.#request !== request) return; // a newer request took over
    this.#request = null;
    if (!outcome.ok) return this.#fail(outcome.reason);
    this.#render(outcome.estimate);
    this.#changed();
  }

  #apiBase(): string {
    return this.getAttribute('api-base') || scriptOrigin || location.origin;
  }

  #render(estimate: WidgetEstimate): void {
    this.#estimate = estimate;
    const subject = estimateLines((name) => this.getAttribute(name))?.[0]?.type;
    this.#label.textContent = WIDGET_COPY.optIn(this.#price(estimate.tonnesToOffset));
    this.#hint.textContent = WIDGET_COPY.buys(estimate.tonnesToOffset);
    this.#show(WIDGET_COPY.emits(subject, formatTonnes(estimate.totalTonnes)), true);
  }

  /** The opt-in's price, when the merchant gave a price per tonne (in minor units). */
  #price(wholeTonnes: number): string | null {
    const cents = Number(this.getAttribute('price-per-tonne-cents'));
    if (!this.hasAttribute('price-per-tonne-cents') || !Number.isFinite(cents) || cents < 0) {
      return null;
    }
    try {
      return new Intl.NumberFormat(undefined, {
        style: 'currency',
        currency: this.getAttribute('currency') || 'USD',
      }).format((cents * wholeTonnes) / 100);
    } catch {
      return null; // an unknown currency code: no price rather than a wrong one
    }
  }

  #fail(reason: string): void {
    console.warn(`<netzero-offset>: no estimate (${reason}).`);
    const wasOptedIn = this.optedIn;
    this.#estimate = null;
    this.#checkbox.checked = false;
    this.#show(WIDGET_COPY.unavailable, false);
    this.#writeFormValue(null);
    if (wasOptedIn) this.#dispatch();
  }

  #show(text: string, offer: boolean): void {
    this.#status.textContent = text;
    this.#box.classList.toggle('quiet', !offer);
    this.#option.hidden = !offer;
    this.#hint.hidden = !offer;
  }

  #changed(): void {
    this.#writeFormValue(this.optedIn ? (this.#estimate?.id ?? null) : null);
    this.#dispatch();
  }

  #dispatch(): void {
    const detail: NetZeroOffsetChange = {
      optedIn: this.optedIn,
      estimateId: this.#estimate?.id ?? null,
      tonnes: this.#estimate?.totalTonnes ?? 0,
      tonnesToOffset: this.#estimate?.tonnesToOffset ?? 0,
    };
    this.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail, bubbles: true, composed: true }));
  }

  /**
   * The estimate id as the form's `name` field (default netzero_estimate_id); nothing is submitted
   * when the customer has not opted in. Browsers without form-associated elements get a hidden
   * input in the light DOM instead, which the form submits all the same.
   */
  #writeFormValue(estimateId: string | null): void {
    const name = this.getAttribute('name') || DEFAULT_FIELD_NAME;
    if (this.#internals && 'setFormValue' in this.#internals) {
      let data: FormData | null = null;
      if (estimateId !== null) {
        data = new FormData();
        data.append(name, estimateId);
      }
      this.#internals.setFormValue(data);
      return;
    }
    if (estimateId === null) {
      this.#fallbackInput?.remove();
      this.#fallbackInput = null;
      return;
    }
    this.#fallbackInput ??= Object.assign(element('input'), { type: 'hidden' });
    this.#fallbackInput.name = name;
    this.#fallbackInput.value = estimateId;
    if (!this.#fallbackInput.isConnected) this.append(this.#fallbackInput);
  }
}

/** The origin the script was loaded from: the widget's default api-base. */
const scriptOrigin = (() => {
  const script = document.currentScript as HTMLScriptElement | null;
  try {
    return script?.src ? new URL(script.src).origin : '';
  } catch {
    return '';
  }
})();
