import type { ProjectImageType } from '@netzero/core';
import { checkSvg, type SvgVerdict } from './svg-safety.js';

/** The file extension a type is served with. */
export const IMAGE_EXTENSIONS: Readonly<Record<ProjectImageType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0) =>
  prefix.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * What the bytes are, by content: PNG, JPEG and WebP by their signatures, SVG when they are
 * UTF-8 text whose first element is <svg (after an optional XML declaration, comments or a
 * DOCTYPE, which the SVG check refuses with a clear reason); null for anything else.
 */
export function detectImageType(bytes: Uint8Array): ProjectImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  const text = svgText(bytes);
  if (text === null) return null;
  const head = text.replace(
    /^\uFEFF?\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>\s*)*/i,
    '',
  );
  return /^<svg[\s>/]/.test(head) ? 'image/svg+xml' : null;
}

/** The bytes as UTF-8 text, or null when they are not UTF-8. */
export function svgText(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The SVG check of detected SVG bytes. */
export function checkSvgBytes(bytes: Uint8Array): SvgVerdict {
  return checkSvg(svgText(bytes) ?? '');
}
