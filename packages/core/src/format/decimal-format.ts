/** The digits of a decimal format, as Intl.NumberFormat names them. */
export interface DecimalFormatOptions {
  readonly minimumFractionDigits?: number;
  readonly maximumFractionDigits?: number;
  /** When set, rounds to this many significant digits and the fraction options are ignored. */
  readonly maximumSignificantDigits?: number;
}

/** A formatter with Intl.NumberFormat's format(). */
export interface DecimalFormat {
  format(value: number): string;
}

/** A decimal as digits 0-9 without leading or trailing zeros: value = 0.d1d2… × 10^point. */
interface Digits {
  readonly digits: readonly number[];
  readonly point: number;
}

const ZERO: Digits = { digits: [], point: 0 };

/** The shortest decimal that reads back as `value` (finite, ≥ 0), which is what ICU rounds. */
function shortestDigits(value: number): Digits {
  if (value === 0) return ZERO;
  // toExponential() without a digit count gives as many digits as it takes to read back the same number.
  const [mantissa = '0', exponent = '0'] = value.toExponential().split('e');
  const digits = [...mantissa.replace('.', '')].map(Number);
  while (digits.at(-1) === 0) digits.pop();
  return { digits, point: Number(exponent) + 1 };
}

/** The first `keep` digits, rounded half away from zero (Intl's default 'halfExpand'). */
function rounded({ digits, point }: Digits, keep: number): Digits {
  if (keep >= digits.length) return { digits, point };
  if (keep < 0) return ZERO;
  const kept = digits.slice(0, keep);
  let carryPoint = point;
  if ((digits[keep] ?? 0) >= 5) {
    let index = keep - 1;
    while (index >= 0 && kept[index] === 9) kept[index--] = 0;
    if (index < 0) {
      kept.unshift(1);
      carryPoint += 1;
    } else kept[index] = (kept[index] ?? 0) + 1;
  }
  while (kept.at(-1) === 0) kept.pop();
  return kept.length === 0 ? ZERO : { digits: kept, point: carryPoint };
}

/** '1234567' as '1,234,567'. */
function grouped(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * An en-US decimal format with Intl.NumberFormat's output for the options above (grouping, fraction
 * or significant digits, half-expand rounding of the shortest decimal, '-0'), checked against Intl
 * by a property test. Why not Intl itself: a page's first NumberFormat starts ICU's number data, which
 * measured 30-45 ms of the main thread on this machine (120-180 ms on Lighthouse's phone), in the
 * middle of hydrating the first component that shows a price.
 */
export function decimalFormat(options: DecimalFormatOptions = {}): DecimalFormat {
  const significant = options.maximumSignificantDigits;
  const maxFraction =
    options.maximumFractionDigits ?? Math.max(options.minimumFractionDigits ?? 0, 3);
  const minFraction = significant === undefined ? (options.minimumFractionDigits ?? 0) : 0;
  return {
    format(value: number): string {
      if (Number.isNaN(value)) return 'NaN';
      const sign = value < 0 || Object.is(value, -0) ? '-' : '';
      if (!Number.isFinite(value)) return `${sign}∞`;
      const exact = shortestDigits(Math.abs(value));
      const { digits, point } =
        significant === undefined
          ? rounded(exact, exact.point + maxFraction)
          : rounded(exact, significant);
      const text = digits.join('');
      const integer = point > 0 ? text.slice(0, point).padEnd(point, '0') : '0';
      const fraction = (
        point < 0 ? '0'.repeat(-point) + text : text.slice(Math.max(point, 0))
      ).padEnd(minFraction, '0');
      return `${sign}${grouped(integer)}${fraction === '' ? '' : `.${fraction}`}`;
    },
  };
}
