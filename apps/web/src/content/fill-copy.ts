import type { MessageParams } from '@netzero/core';

/** A page-copy text with its {placeholders} filled from params; an unfilled placeholder stays as written. */
export function fillCopy(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
