/** Whether a typed text is empty once surrounding whitespace is removed. */
export function isBlank(value: string): boolean {
  return value.trim() === '';
}

// Plain decimal notation as a number input yields it; Number() alone would also take '', '0x1f' and 'Infinity'.
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** The finite number a numeric form field holds (a number, or its text as typed), or null when empty or not a number. */
export function parseNumberInput(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  if (!DECIMAL.test(text)) return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}
