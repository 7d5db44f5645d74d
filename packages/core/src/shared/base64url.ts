// Hand-written so that core stays free of DOM and node:* globals (TextEncoder, btoa, Buffer).
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const INDEX = new Map([...ALPHABET].map((char, index) => [char, index]));

function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    // A lone surrogate has no UTF-8 form: it becomes U+FFFD, as TextEncoder does.
    const point = code >= 0xd800 && code <= 0xdfff ? 0xfffd : code;
    if (point < 0x80) bytes.push(point);
    else if (point < 0x800) bytes.push(0xc0 | (point >> 6), 0x80 | (point & 63));
    else if (point < 0x10000)
      bytes.push(0xe0 | (point >> 12), 0x80 | ((point >> 6) & 63), 0x80 | (point & 63));
    else
      bytes.push(
        0xf0 | (point >> 18),
        0x80 | ((point >> 12) & 63),
        0x80 | ((point >> 6) & 63),
        0x80 | (point & 63),
      );
  }
  return bytes;
}

function utf8Text(bytes: readonly number[]): string | null {
  let text = '';
  let index = 0;
  while (index < bytes.length) {
    const first = bytes[index] ?? 0;
    const size = first < 0x80 ? 1 : first >= 0xf0 ? 4 : first >= 0xe0 ? 3 : first >= 0xc0 ? 2 : 0;
    if (size === 0 || index + size > bytes.length) return null;
    let point = size === 1 ? first : first & (0xff >> (size + 1));
    for (let next = 1; next < size; next += 1) {
      const byte = bytes[index + next] ?? 0;
      if ((byte & 0xc0) !== 0x80) return null;
      point = (point << 6) | (byte & 63);
    }
    const shortest = [0, 0, 0x80, 0x800, 0x10000][size] ?? 0;
    if (point < shortest || point > 0x10ffff || (point >= 0xd800 && point <= 0xdfff)) return null;
    text += String.fromCodePoint(point);
    index += size;
  }
  return text;
}

/** The text's UTF-8 bytes in base64url (RFC 4648 §5), without padding: safe in a URL query. */
export function encodeBase64Url(text: string): string {
  const bytes = utf8Bytes(text);
  let out = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const chunk =
      ((bytes[index] ?? 0) << 16) | ((bytes[index + 1] ?? 0) << 8) | (bytes[index + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - index) * 8) / 6));
    for (let shift = 0; shift < chars; shift += 1) {
      out += ALPHABET[(chunk >> (18 - 6 * shift)) & 63];
    }
  }
  return out;
}

/** The text of unpadded base64url UTF-8, or null when it is not valid base64url or not valid UTF-8. */
export function decodeBase64Url(code: string): string | null {
  if (code.length % 4 === 1) return null;
  const bytes: number[] = [];
  for (let index = 0; index < code.length; index += 4) {
    const group = code.slice(index, index + 4);
    let chunk = 0;
    for (let position = 0; position < 4; position += 1) {
      const char = group[position];
      const value = char === undefined ? 0 : INDEX.get(char);
      if (value === undefined) return null;
      chunk = (chunk << 6) | value;
    }
    const count = group.length - 1;
    for (let byte = 0; byte < count; byte += 1) bytes.push((chunk >> (16 - 8 * byte)) & 0xff);
  }
  return utf8Text(bytes);
}
