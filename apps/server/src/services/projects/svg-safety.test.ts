import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-content.js';
import { checkSvg } from './svg-safety.js';

const svg = (inner: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg"${attributes}>${inner}</svg>`;

describe('checkSvg', () => {
  it('accepts a drawing: shapes, text, gradients, fragment links, comments, CDATA, a declaration', () => {
    const drawing = `<?xml version="1.0" encoding="UTF-8"?>\n<!-- a leaf -->\n${svg(
      '<title>Leaf &amp; stem</title><defs><radialGradient id="g"><stop offset="0" stop-color="#3FA46A"/></radialGradient></defs>' +
        '<path d="M0 0L10 10" fill="url(#g)" style="stroke: #1B5E45"/><text x="1" y="2"><![CDATA[<5 t>]]></text><use xlink:href="#g"/>',
      ' viewBox="0 0 10 10" xmlns:xlink="http://www.w3.org/1999/xlink"',
    )}`;
    expect(checkSvg(drawing)).toEqual({ ok: true });
  });

  it.each([
    ['<script>', svg('<script>alert(1)</script>')],
    ['<style>', svg('<style>@import url(https://x.example/a.css)</style>')],
    ['<image>', svg('<image href="#a"/>')],
    ['<animate>', svg('<animate attributeName="href" values="#a;#b"/>')],
    ['onclick', svg('<rect ONCLICK="x"/>'.replace('ONCLICK', 'onclick'))],
    ['javascript:', svg('<a href="&#106;avascript:alert(1)"><rect/></a>')],
    ['external link', svg('<use xlink:href="//evil.example/s.svg#x"/>')],
    ['url(', svg('<rect fill="url(https://evil.example/p)"/>')],
    ['DOCTYPE', `<!DOCTYPE svg SYSTEM "http://evil.example/x.dtd">${svg('')}`],
    ['processing instruction', `<?xml-stylesheet href="x.css"?>${svg('')}`],
    ['(data-x)', svg('<rect data-x="1"/>')],
  ])('refuses %s', (what, text) => {
    const verdict = checkSvg(text);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok && verdict.code === 'PROJECTS.SVG_UNSAFE') expect(verdict.what).toContain(what);
    else throw new Error(`expected SVG_UNSAFE, got ${JSON.stringify(verdict)}`);
  });

  it.each([
    ['an unclosed element', svg('<g>')],
    ['a mismatched end tag', svg('<g></rect>')],
    ['an unknown entity', svg('<text>&nbsp;</text>')],
    ['an unquoted attribute', '<svg width=10></svg>'],
    ['two roots', `${svg('')}${svg('')}`],
    ['a root that is not svg', '<html></html>'],
    ['a repeated attribute', '<svg x="1" x="2"></svg>'],
  ])('refuses %s as not well-formed', (_label, text) => {
    expect(checkSvg(text)).toMatchObject({ ok: false, code: 'PROJECTS.SVG_MALFORMED' });
  });
});

describe('detectImageType', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  const text = (value: string) => new TextEncoder().encode(value);

  it('knows PNG, JPEG, WebP and SVG by their content', () => {
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    );
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(detectImageType(text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(detectImageType(text('\uFEFF<?xml version="1.0"?><!-- x --><svg/>'))).toBe(
      'image/svg+xml',
    );
    expect(detectImageType(text('<!DOCTYPE svg [<!ENTITY a "b">]><svg>&a;</svg>'))).toBe(
      'image/svg+xml',
    );
  });

  it('knows nothing else', () => {
    expect(detectImageType(text('GIF89a'))).toBeNull();
    expect(detectImageType(text('<html><svg/></html>'))).toBeNull();
    expect(detectImageType(bytes(0xc3, 0x28))).toBeNull();
  });
});
