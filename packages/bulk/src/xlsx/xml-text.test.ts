import { describe, expect, it } from 'vitest';
import { decodableEnd, decodeXmlText } from './xml-text.js';

describe('decodeXmlText', () => {
  it('returns text without references or CR as it is', () => {
    const text = 'Paris > Lyon, 12 km';
    expect(decodeXmlText(text)).toBe(text);
  });

  it('decodes the five named entities', () => {
    expect(decodeXmlText('&amp;&lt;&gt;&quot;&apos;')).toBe('&<>"\'');
    expect(decodeXmlText('Smith &amp; Co &lt;Ltd&gt;')).toBe('Smith & Co <Ltd>');
  });

  it('decodes decimal and hexadecimal character references, astral ones included', () => {
    expect(decodeXmlText('a&#10;b')).toBe('a\nb');
    expect(decodeXmlText('&#x41;&#x42;')).toBe('AB');
    expect(decodeXmlText('&#x1F600;&#128512;')).toBe('😀😀');
    expect(decodeXmlText('&#13;')).toBe('\r');
  });

  it('keeps unknown entities and references to no character as written', () => {
    expect(decodeXmlText('&nbsp; &#0; &#xD800; &#x110000; & alone')).toBe(
      '&nbsp; &#0; &#xD800; &#x110000; & alone',
    );
  });

  it('reads CR LF and lone CR line breaks as LF, as XML does', () => {
    expect(decodeXmlText('a\r\nb\rc\nd')).toBe('a\nb\nc\nd');
  });

  it('does not decode twice', () => {
    expect(decodeXmlText('&amp;lt;')).toBe('&lt;');
  });
});

describe('decodableEnd', () => {
  it('is the end of text that ends whole', () => {
    expect(decodableEnd('abc &amp; d', 0)).toBe(11);
  });

  it('stops before a reference the next chunk may finish', () => {
    expect(decodableEnd('abc &am', 0)).toBe(4);
    expect(decodableEnd('x&#x1F6', 0)).toBe(1);
    expect(decodableEnd('&', 0)).toBe(0);
  });

  it('stops before a trailing CR whose LF may follow', () => {
    expect(decodableEnd('ab\r', 0)).toBe(2);
  });

  it('does not hold back an ampersand that can no longer be a reference', () => {
    expect(decodableEnd('a & then some more words', 0)).toBe(24);
  });

  it('only looks from the given start', () => {
    expect(decodableEnd('&am xyz', 3)).toBe(7);
  });
});
