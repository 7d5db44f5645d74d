import { decimalFormat } from './decimal-format.js';

const WHOLE = decimalFormat({ maximumFractionDigits: 0 });

/** The no-break space that keeps a number on the line of its unit. */
export const NO_BREAK_SPACE = '\u00a0';

/**
 * A count or a whole number of tonnes for display, with thousands separators ('4,159,848'),
 * rounded half away from zero by Intl; a non-finite value shows as '0'.
 */
export function formatCount(value: number): string {
  return WHOLE.format(Number.isFinite(value) ? value : 0);
}

/** Whole tonnes with separators and their unit, never split across lines ('4,159,848 t'). */
export function formatWholeTonnes(tonnes: number): string {
  return `${formatCount(tonnes)}${NO_BREAK_SPACE}t`;
}

/**
 * An amount as another formatter wrote it ('1,400.50 t', '2.4 MB') with its spaces made no-break,
 * so that a narrow column never leaves the unit alone on the next line.
 */
export function keepWithUnit(amount: string): string {
  return amount.replaceAll(' ', NO_BREAK_SPACE);
}
