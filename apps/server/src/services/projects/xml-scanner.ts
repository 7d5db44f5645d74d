// A strict scanner for the small XML subset an SVG image needs: one root element, attributes in
// quotes, the five predefined entities and character references, comments, CDATA and the XML
// declaration. Anything else (a DOCTYPE, an entity declaration, a processing instruction, an
// unknown entity, unbalanced tags) ends the scan: we refuse what we cannot read with certainty.

/** What the scanner met, in document order. */
export type XmlEvent =
  | { kind: 'open'; name: string; attributes: ReadonlyMap<string, string> }
  | { kind: 'close'; name: string }
  | { kind: 'declaration' };

/** Why the text is not XML we accept ('doctype' for any <!DOCTYPE or <!ENTITY). */
export class XmlRefused extends Error {
  constructor(
    readonly reason: 'doctype' | 'processing-instruction' | 'malformed',
    detail: string,
  ) {
    super(detail);
  }
}

const NAME = /^[A-Za-z_][\w.:-]*/;
const ATTRIBUTE = /^\s+([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/;
const ENTITY = /&(?:(amp|lt|gt|quot|apos)|#(\d{1,7})|#x([0-9a-fA-F]{1,6}));|&/g;
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** Text with its entities replaced; a bare or unknown '&' is malformed. */
export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, named?: string, decimal?: string, hex?: string) => {
    if (named) return NAMED[named] ?? '';
    const code = decimal ? Number(decimal) : hex ? Number.parseInt(hex, 16) : Number.NaN;
    if (!Number.isInteger(code) || code < 1 || code > 0x10ffff)
      throw new XmlRefused('malformed', `an unknown entity near "${whole}"`);
    return String.fromCodePoint(code);
  });
}

/** Scans `text` into events; throws XmlRefused when it is not XML we accept. */
export function scanXml(text: string): XmlEvent[] {
  const events: XmlEvent[] = [];
  const open: string[] = [];
  let roots = 0;
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (at < text.length) {
    const lt = text.indexOf('<', at);
    const chunk = text.slice(at, lt === -1 ? text.length : lt);
    if (chunk.trim() !== '') {
      if (open.length === 0) throw new XmlRefused('malformed', 'text outside the root element');
      decodeEntities(chunk);
    }
    if (lt === -1) break;
    at = lt;
    const rest = text.slice(at, at + 9);
    if (rest.startsWith('<!--')) at = skipPast(text, at, '-->', 'an unclosed comment');
    else if (rest.startsWith('<![CDATA[')) {
      if (open.length === 0) throw new XmlRefused('malformed', 'CDATA outside the root element');
      at = skipPast(text, at, ']]>', 'an unclosed CDATA section');
    } else if (rest.startsWith('<!')) throw new XmlRefused('doctype', 'a declaration');
    else if (rest.startsWith('<?')) {
      const end = skipPast(text, at, '?>', 'an unclosed declaration');
      if (!/^<\?xml\s[^?]*\?>$/.test(text.slice(at, end)) || events.length > 0)
        throw new XmlRefused('processing-instruction', text.slice(at, Math.min(end, at + 40)));
      events.push({ kind: 'declaration' });
      at = end;
    } else if (rest.startsWith('</')) {
      const name = NAME.exec(text.slice(at + 2))?.[0];
      const end = text.indexOf('>', at);
      if (!name || end === -1 || text.slice(at + 2 + name.length, end).trim() !== '')
        throw new XmlRefused('malformed', 'a broken end tag');
      if (open.pop() !== name) throw new XmlRefused('malformed', `an unexpected </${name}>`);
      events.push({ kind: 'close', name });
      at = end + 1;
    } else at = openTag(text, at, events, open, () => roots++);
    if (roots > 1) throw new XmlRefused('malformed', 'more than one root element');
  }
  if (open.length > 0) throw new XmlRefused('malformed', `an unclosed <${open.at(-1)}>`);
  if (roots === 0) throw new XmlRefused('malformed', 'no root element');
  return events;
}

function skipPast(text: string, at: number, end: string, problem: string): number {
  const found = text.indexOf(end, at);
  if (found === -1) throw new XmlRefused('malformed', problem);
  return found + end.length;
}

function openTag(
  text: string,
  start: number,
  events: XmlEvent[],
  open: string[],
  newRoot: () => void,
): number {
  const name = NAME.exec(text.slice(start + 1))?.[0];
  if (!name) throw new XmlRefused('malformed', 'a "<" that starts no tag');
  let at = start + 1 + name.length;
  const attributes = new Map<string, string>();
  for (;;) {
    const attribute = ATTRIBUTE.exec(text.slice(at, at + 100_000));
    if (!attribute) break;
    const [whole, key = '', double, single] = attribute;
    if (attributes.has(key)) throw new XmlRefused('malformed', `a repeated attribute ${key}`);
    attributes.set(key, decodeEntities(double ?? single ?? ''));
    at += whole.length;
  }
  const close = /^\s*(\/?)>/.exec(text.slice(at, at + 200));
  if (!close) throw new XmlRefused('malformed', `a broken <${name}> tag`);
  if (open.length === 0) newRoot();
  events.push({ kind: 'open', name, attributes });
  if (close[1] === '/') events.push({ kind: 'close', name });
  else open.push(name);
  return at + close[0].length;
}
