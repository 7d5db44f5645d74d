import type { ByteSource } from './byte-source.js';
import { type InflateLimits, inflateEntryText } from './inflate-entry.js';
import { decodableEnd, decodeXmlText, XmlPartError } from './xml-text.js';
import type { ZipEntryData } from './zip-directory.js';

/** Longest unfinished markup kept between chunks (a tag, comment or CDATA section). */
const MAX_TAIL_CHARS = 1024 * 1024;
const SLASH = 47;
const BANG = 33;
const QUESTION = 63;
const COLON = 58;
const GT = 62;
const SPACE = 32;

/**
 * Streams xl/sharedStrings.xml into its strings: feed() text chunks split anywhere, end() once,
 * then read `strings`. Each <si> item is the text of its <t> runs, without <rPh> phonetic runs.
 */
export class SharedStringsScanner {
  readonly strings: string[] = [];
  private tail = '';
  private inItem = false;
  private item = '';
  private phoneticDepth = 0;
  private capturing = false;
  private text = '';

  feed(chunk: string): void {
    const buf = this.tail.length === 0 ? chunk : this.tail + chunk;
    this.tail = '';
    let pos = 0;
    while (pos < buf.length) {
      const lt = buf.indexOf('<', pos);
      if (lt === -1) {
        this.textAtEnd(buf, pos);
        return;
      }
      if (lt > pos && this.capturing) this.text += decodeXmlText(buf.slice(pos, lt));
      const next = this.markup(buf, lt);
      if (next < 0) {
        if (buf.length - lt > MAX_TAIL_CHARS) {
          throw new XmlPartError('overLimit', `a tag longer than ${MAX_TAIL_CHARS} characters`);
        }
        this.tail = buf.slice(lt);
        return;
      }
      pos = next;
    }
  }

  /** Ends the part; throws when it stops inside a tag or an item. */
  end(): void {
    if (this.tail.length > 0 || this.inItem) {
      throw new XmlPartError('damaged', 'the shared strings XML ends inside an item or tag');
    }
  }

  private textAtEnd(buf: string, pos: number): void {
    if (!this.capturing) return;
    const end = decodableEnd(buf, pos);
    this.text += decodeXmlText(buf.slice(pos, end));
    if (end < buf.length) this.tail = buf.slice(end);
  }

  /** Reads the markup at lt; returns where it ends, or -1 when the chunk ends first. */
  private markup(buf: string, lt: number): number {
    const first = buf.charCodeAt(lt + 1);
    if (Number.isNaN(first)) return -1;
    if (first === QUESTION) {
      const end = buf.indexOf('?>', lt + 2);
      return end < 0 ? -1 : end + 2;
    }
    if (first === BANG) {
      if (buf.startsWith('<![CDATA[', lt)) {
        const end = buf.indexOf(']]>', lt + 9);
        if (end < 0) return -1;
        if (this.capturing) this.text += buf.slice(lt + 9, end).replace(/\r\n?/g, '\n');
        return end + 3;
      }
      if (buf.startsWith('<!--', lt)) {
        const end = buf.indexOf('-->', lt + 4);
        return end < 0 ? -1 : end + 3;
      }
      const rest = buf.slice(lt, lt + 9);
      if (rest.length < 9 && ('<![CDATA['.startsWith(rest) || '<!--'.startsWith(rest))) return -1;
    }
    const closing = first === SLASH;
    let local = closing ? lt + 2 : lt + 1;
    let i = local;
    for (; i < buf.length; i++) {
      const code = buf.charCodeAt(i);
      if (code === COLON) local = i + 1;
      else if (code === GT || code === SLASH || code <= SPACE) break;
    }
    const gt = buf.indexOf('>', i);
    if (gt < 0) return -1;
    const name = buf.slice(local, i);
    const selfClosing = !closing && buf.charCodeAt(gt - 1) === SLASH;
    if (closing) this.close(name);
    else this.open(name, selfClosing);
    return gt + 1;
  }

  private open(name: string, selfClosing: boolean): void {
    if (name === 'si') {
      if (selfClosing) this.strings.push('');
      else {
        this.inItem = true;
        this.item = '';
        this.phoneticDepth = 0;
      }
    } else if (!this.inItem || selfClosing) {
      return;
    } else if (name === 'rPh') {
      this.phoneticDepth++;
    } else if (name === 't' && this.phoneticDepth === 0) {
      this.capturing = true;
      this.text = '';
    }
  }

  private close(name: string): void {
    if (name === 't') {
      if (this.capturing) this.item += this.text;
      this.capturing = false;
    } else if (name === 'rPh') {
      if (this.phoneticDepth > 0) this.phoneticDepth--;
    } else if (name === 'si' && this.inItem) {
      this.strings.push(this.item);
      this.inItem = false;
      this.capturing = false;
    }
  }
}

/**
 * The shared strings table of a workbook, read whole (cells refer to it by index). `limits.maxBytes`
 * bounds its uncompressed size: beyond it, reading stops with ZipReadError 'overLimit'.
 */
export async function readSharedStrings(
  source: ByteSource,
  entry: ZipEntryData,
  limits: InflateLimits,
  signal?: AbortSignal,
): Promise<string[]> {
  const scanner = new SharedStringsScanner();
  for await (const text of inflateEntryText(source, entry, limits)) {
    signal?.throwIfAborted();
    scanner.feed(text);
  }
  scanner.end();
  return scanner.strings;
}
