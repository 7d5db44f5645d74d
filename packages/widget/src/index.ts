import { NetZeroOffsetElement } from './netzero-offset.element.js';

// Defined once, even when a merchant's page loads the script twice.
if (!customElements.get('netzero-offset')) {
  customElements.define('netzero-offset', NetZeroOffsetElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'netzero-offset': NetZeroOffsetElement;
  }
}
