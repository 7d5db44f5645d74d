import { MESSAGES, type MessageCode } from './catalogue.js';

/** Values that fill a message's {placeholders}. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** The text of a message, with its {placeholders} filled; an unfilled placeholder stays as written. */
export function formatMessage(code: MessageCode, params: MessageParams = {}): string {
  return MESSAGES[code].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** Whether a string is a known message code. */
export function isMessageCode(value: string): value is MessageCode {
  return Object.hasOwn(MESSAGES, value);
}
