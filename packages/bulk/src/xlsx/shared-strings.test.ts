import fc from 'fast-check';
import { deflateSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { bytesSource } from './byte-source.js';
import { readSharedStrings, SharedStringsScanner } from './shared-strings.js';
import { XmlPartError } from './xml-text.js';
import type { ZipEntryData } from './zip-directory.js';

function scan(pieces: readonly string[]): string[] {
  const scanner = new SharedStringsScanner();
  for (const piece of pieces) scanner.feed(piece);
  scanner.end();
  return scanner.strings;
}

const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

function sst(items: string, prefix = ''): string {
  const ns = prefix ? ` xmlns:${prefix.slice(0, -1)}="main"` : ' xmlns="main"';
  return `${HEAD}<${prefix}sst${ns} count="9" uniqueCount="9">${items}</${prefix}sst>`;
}

function escapeText(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('\r', '&#13;');
}

describe('SharedStringsScanner', () => {
  it('reads plain items in order', () => {
    expect(
      scan([sst('<si><t>Flight</t></si><si><t xml:space="preserve"> Hotel </t></si>')]),
    ).toEqual(['Flight', ' Hotel ']);
  });

  it('joins rich text runs and leaves out phonetic runs', () => {
    const items =
      '<si><r><rPr><b/><sz val="11"/></rPr><t>Tok</t></r><r><t>yo</t></r><rPh sb="0" eb="2"><t>トウキョウ</t></rPh><phoneticPr fontId="1"/></si>';
    expect(scan([sst(items)])).toEqual(['Tokyo']);
  });

  it('reads empty items, so later indexes stay right', () => {
    expect(scan([sst('<si/><si><t/></si><si><t></t></si><si><t>x</t></si>')])).toEqual([
      '',
      '',
      '',
      'x',
    ]);
  });

  it('decodes entities, character references and CDATA', () => {
    expect(scan([sst('<si><t>A &amp; B &lt;&#x41;&#10;&gt;<![CDATA[&amp;]]></t></si>')])).toEqual([
      'A & B <A\n>&amp;',
    ]);
  });

  it('reads items whatever their namespace prefix', () => {
    expect(
      scan([sst('<x:si><x:t>one</x:t></x:si><x:si><x:r><x:t>two</x:t></x:r></x:si>', 'x:')]),
    ).toEqual(['one', 'two']);
  });

  it('refuses a part that ends inside an item', () => {
    const scanner = new SharedStringsScanner();
    scanner.feed(sst('<si><t>cut'));
    scanner.feed('</t>');
    expect(() => scanner.end()).toThrow(XmlPartError);
  });

  it('reads the same strings for any split of the XML into chunks', () => {
    const item = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 10 }),
      fc
        .array(fc.constantFrom('&', '<', '>', '\r', '\r\n', 'a', '😀', ' '), { maxLength: 10 })
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 20 }),
        fc.constantFrom('', 'x:'),
        fc.array(fc.nat(), { maxLength: 30 }),
        (strings, p, cuts) => {
          const items = strings
            .map((text, i) =>
              i % 3 === 2
                ? `<${p}si><${p}r><${p}t>${escapeText(text.slice(0, 2))}</${p}t></${p}r><${p}rPh><${p}t>ふ</${p}t></${p}rPh><${p}r><${p}t>${escapeText(text.slice(2))}</${p}t></${p}r></${p}si>`
                : `<${p}si><${p}t xml:space="preserve">${escapeText(text)}</${p}t></${p}si>`,
            )
            .join('');
          const xml = sst(items, p);
          const points = [...new Set(cuts.map((cut) => cut % (xml.length + 1)))].sort(
            (a, b) => a - b,
          );
          const pieces = [...points, xml.length].map((end, i, all) =>
            xml.slice(all[i - 1] ?? 0, end),
          );
          expect(scan(pieces)).toEqual(strings);
        },
      ),
      { numRuns: 300 },
    );
  });
});

function deflatedEntry(xml: string): { bytes: Uint8Array; entry: ZipEntryData } {
  const raw = strToU8(xml);
  const bytes = deflateSync(raw, { level: 6 });
  return {
    bytes,
    entry: {
      name: 'xl/sharedStrings.xml',
      method: 8,
      flags: 0,
      compressedSize: bytes.length,
      uncompressedSize: raw.length,
      localHeaderOffset: 0,
      dataStart: 0,
    },
  };
}

describe('readSharedStrings', () => {
  const xml = sst(
    Array.from({ length: 2000 }, (_, i) => `<si><t>place ${i} &amp; co</t></si>`).join(''),
  );

  it('inflates and reads the table', async () => {
    const { bytes, entry } = deflatedEntry(xml);
    const strings = await readSharedStrings(bytesSource(bytes), entry, {
      maxBytes: 1e9,
      maxRatio: 200,
    });
    expect(strings).toHaveLength(2000);
    expect(strings[1999]).toBe('place 1999 & co');
  });

  it('refuses a table over its byte limit with the limits error', async () => {
    const { bytes, entry } = deflatedEntry(xml);
    const read = readSharedStrings(bytesSource(bytes), entry, { maxBytes: 10_000, maxRatio: 200 });
    await expect(read).rejects.toMatchObject({ name: 'ZipReadError', problem: 'overLimit' });
  });

  it('stops when the signal aborts', async () => {
    const { bytes, entry } = deflatedEntry(xml);
    const controller = new AbortController();
    controller.abort(new Error('user left'));
    const read = readSharedStrings(
      bytesSource(bytes),
      entry,
      { maxBytes: 1e9, maxRatio: 200 },
      controller.signal,
    );
    await expect(read).rejects.toThrow('user left');
  });
});
