import type { ClickEvent } from '../ports/analytics.port.js';

/** What the page knows about a clicked link or button. */
export interface ClickedElement {
  /** The element's tag name, in any case, e.g. 'A' or 'button'. */
  readonly tagName: string;
  /** Its text content, untrimmed. */
  readonly text: string | null;
  /** Its aria-label attribute, or null. */
  readonly ariaLabel: string | null;
  /** Its href attribute (links only), or null. */
  readonly href: string | null;
}

/** The click event of spec §7: element type, trimmed text else aria label else 'Unnamed', target or null. */
export function toClickEvent(element: ClickedElement): ClickEvent {
  const text = element.text?.replace(/\s+/g, ' ').trim() || element.ariaLabel?.trim() || 'Unnamed';
  return { elementType: element.tagName.toLowerCase(), text, target: element.href ?? null };
}
