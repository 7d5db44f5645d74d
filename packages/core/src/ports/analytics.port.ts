/** A route change (spec §7 'Tracking'). */
export interface PageviewEvent {
  /** The page path plus query, e.g. '/checkout?orderId=3'. */
  readonly path: string;
}

/** A click on a link or button (spec §7 'Tracking'). */
export interface ClickEvent {
  /** The element's tag, e.g. 'a' or 'button'. */
  readonly elementType: string;
  /** The trimmed text, else the aria label, else 'Unnamed'. */
  readonly text: string;
  /** The link target, or null for a button. */
  readonly target: string | null;
}

/** The tag-manager data layer. */
export interface Analytics {
  pageview(event: PageviewEvent): void;
  click(event: ClickEvent): void;
}
