import { SITE_ROUTES } from './site-routes.js';

/** The id of the home page's enquiry section ('Still got some questions'), for /#enquiry. */
export const ENQUIRY_ANCHOR = 'enquiry';
/** The query parameter whose text the enquiry form's message starts with. */
export const ENQUIRY_PREFILL_PARAM = 'enquiry';

/**
 * The address of the enquiry form with its message filled in, e.g. from an estimate too large for
 * one order. The buyer reads and edits the text before sending it; nothing is sent by the link.
 */
export function enquiryFormHref(message: string): string {
  const query = `${ENQUIRY_PREFILL_PARAM}=${encodeURIComponent(message)}`;
  return `${SITE_ROUTES.home}?${query}#${ENQUIRY_ANCHOR}`;
}
