import { describe, expect, it } from 'vitest';
import { ENQUIRY_ANCHOR, ENQUIRY_PREFILL_PARAM, enquiryFormHref } from './enquiry-link.js';

describe('enquiryFormHref', () => {
  it('opens the home page at the enquiry form with the message in the query', () => {
    const message = 'Offset 4,159,848 t & more? #1';
    const href = enquiryFormHref(message);
    expect(href).toBe(`/?enquiry=${encodeURIComponent(message)}#enquiry`);
    const [path = '', rest = ''] = href.split('?');
    const [query = '', hash] = rest.split('#');
    expect(path).toBe('/');
    expect(hash).toBe(ENQUIRY_ANCHOR);
    const [name, value = ''] = query.split('=');
    expect(name).toBe(ENQUIRY_PREFILL_PARAM);
    expect(decodeURIComponent(value)).toBe(message);
  });
});
