import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CsvDelimiter, detectCsvDelimiter, parseCsv } from './csv-parser.js';

// Characters that stress the parser: both delimiters, quotes, every line break, spaces and non-ASCII.
const fieldText = fc.string({
  unit: fc.constantFrom('a', 'Z', '7', ' ', ',', ';', '"', '\n', '\r', 'é', '₹', '\t'),
  maxLength: 12,
});
const table = fc.array(fc.array(fieldText, { minLength: 1, maxLength: 6 }), {
  minLength: 1,
  maxLength: 8,
});

function mustQuote(field: string, delimiter: CsvDelimiter): boolean {
  return /["\r\n]/.test(field) || field.includes(delimiter);
}

/** RFC 4180 writing: quote what must be quoted, and other fields when `quoteAll` says so. */
function writeCsv(
  records: readonly (readonly string[])[],
  delimiter: CsvDelimiter,
  quoteAll: boolean,
  lineBreak: string,
): string {
  return records
    .map((record) =>
      record
        .map((field) =>
          // A record of one empty field would read as a blank line: quote it to keep it.
          quoteAll || mustQuote(field, delimiter) || (record.length === 1 && field === '')
            ? `"${field.replaceAll('"', '""')}"`
            : field,
        )
        .join(delimiter),
    )
    .join(lineBreak);
}

describe('parseCsv (properties)', () => {
  it('reads back exactly what an RFC 4180 writer wrote, whatever the quoting', () => {
    fc.assert(
      fc.property(
        table,
        fc.constantFrom<CsvDelimiter>(',', ';'),
        fc.boolean(),
        fc.constantFrom('\r\n', '\n'),
        fc.boolean(),
        fc.boolean(),
        (records, delimiter, quoteAll, lineBreak, bom, finalBreak) => {
          const text = `${bom ? '\uFEFF' : ''}${writeCsv(records, delimiter, quoteAll, lineBreak)}${finalBreak ? lineBreak : ''}`;
          expect(parseCsv(text, delimiter)).toEqual(records);
        },
      ),
    );
  });

  it('detects the delimiter of a header of plain names', () => {
    const name = fc.stringMatching(/^[a-z]{1,8}$/);
    fc.assert(
      fc.property(
        fc.array(name, { minLength: 2, maxLength: 10 }),
        fc.constantFrom<CsvDelimiter>(',', ';'),
        table,
        (header, delimiter, rows) => {
          const text = writeCsv([header, ...rows], delimiter, false, '\r\n');
          expect(detectCsvDelimiter(text)).toBe(delimiter);
        },
      ),
    );
  });

  it('never throws, and every record has a field', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', ',', ';', '"', '\n', '\r', '\uFEFF') }),
        (text) => {
          for (const record of parseCsv(text)) expect(record.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});
