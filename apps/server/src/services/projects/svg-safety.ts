import { scanXml, type XmlEvent, XmlRefused } from './xml-scanner.js';

// SVG images are checked with an allowlist (docs/security.md 'Project images'): the elements and
// attributes a drawing needs and nothing else, so no script, foreignObject, animation (which can
// rewrite a link), <style>, <image> or external reference can pass, known or not yet known.

const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'symbol',
  'use',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'filter',
  'feGaussianBlur',
  'feOffset',
  'feBlend',
  'feFlood',
  'feComposite',
  'feMerge',
  'feMergeNode',
  'feColorMatrix',
  'feDropShadow',
  'marker',
]);

const ATTRIBUTES = new Set([
  'id',
  'class',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'width',
  'height',
  'd',
  'points',
  'viewBox',
  'preserveAspectRatio',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-miterlimit',
  'opacity',
  'style',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'clip-path',
  'clip-rule',
  'mask',
  'maskUnits',
  'maskContentUnits',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'filter',
  'filterUnits',
  'primitiveUnits',
  'in',
  'in2',
  'result',
  'stdDeviation',
  'dx',
  'dy',
  'mode',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'values',
  'type',
  'flood-color',
  'flood-opacity',
  'color',
  'display',
  'visibility',
  'vector-effect',
  'paint-order',
  'shape-rendering',
  'text-rendering',
  'overflow',
  'role',
  'aria-label',
  'aria-hidden',
  'aria-labelledby',
  'aria-describedby',
  'focusable',
  'xmlns',
  'xmlns:xlink',
  'version',
  'xml:space',
  'lang',
  'xml:lang',
  'href',
  'xlink:href',
  'markerWidth',
  'markerHeight',
  'refX',
  'refY',
  'orient',
  'markerUnits',
  'marker-start',
  'marker-mid',
  'marker-end',
  'textLength',
  'lengthAdjust',
]);

/** Why an SVG is refused: not well-formed (with the reason), or what it contains. */
export type SvgVerdict =
  | { ok: true }
  | { ok: false; code: 'PROJECTS.SVG_MALFORMED'; reason: string }
  | { ok: false; code: 'PROJECTS.SVG_UNSAFE'; what: string };

const unsafe = (what: string): SvgVerdict => ({ ok: false, code: 'PROJECTS.SVG_UNSAFE', what });

/** Whether an SVG document (UTF-8 text) is one we serve: well-formed, and only allowed parts. */
export function checkSvg(text: string): SvgVerdict {
  let events: XmlEvent[];
  try {
    events = scanXml(text);
  } catch (error) {
    if (!(error instanceof XmlRefused)) throw error;
    if (error.reason === 'doctype') return unsafe('a DOCTYPE or ENTITY declaration');
    if (error.reason === 'processing-instruction') return unsafe('a processing instruction');
    return { ok: false, code: 'PROJECTS.SVG_MALFORMED', reason: error.message };
  }
  const root = events.find((event) => event.kind === 'open');
  if (root?.kind !== 'open' || root.name !== 'svg')
    return { ok: false, code: 'PROJECTS.SVG_MALFORMED', reason: 'its root element is not <svg>' };
  for (const event of events) {
    if (event.kind !== 'open') continue;
    // Dangerous values first: a javascript: link is named as such even on an element we refuse.
    for (const [name, value] of event.attributes) {
      const verdict = checkAttribute(name, value);
      if (verdict) return verdict;
    }
    if (!ELEMENTS.has(event.name)) return unsafe(`the element <${event.name}>`);
    for (const name of event.attributes.keys())
      if (!ATTRIBUTES.has(name)) return unsafe(`an attribute SVG images do not need (${name})`);
  }
  return { ok: true };
}

function checkAttribute(name: string, value: string): SvgVerdict | null {
  if (/^on/i.test(name)) return unsafe(`an event-handler attribute (${name})`);
  // Whitespace and control characters inside a scheme are ignored by browsers: so here too.
  const squeezed = value.replace(/[\s\p{Cc}]+/gu, '').toLowerCase();
  if (squeezed.includes('javascript:')) return unsafe('a javascript: URL');
  if ((name === 'href' || name === 'xlink:href') && !value.trim().startsWith('#'))
    return unsafe(`an external link (${name}="${value.slice(0, 60)}")`);
  for (const match of squeezed.matchAll(/url\(([^)]*)\)/g)) {
    if (!/^['"]?#/.test(match[1] ?? '')) return unsafe('an external reference in url(…)');
  }
  if (/@import|expression\(/.test(squeezed)) return unsafe('a style that loads or runs code');
  return null;
}
