import { decimalFormat, type PublicReference, percentDifference } from '@netzero/core';
import { FACTOR_COPY } from '../content/factor.copy';
import { fillCopy } from '../content/fill-copy';

// How /Methodology and the estimator's lines write factors and references, so both say the same.

const KG = decimalFormat({ maximumSignificantDigits: 3 });
const INPUT = decimalFormat({ maximumFractionDigits: 3 });

/** A factor or reference in kilograms, to three significant figures ('0.15', '0.195', '10'). */
export function formatKg(kg: number): string {
  return KG.format(kg);
}

/** A number the buyer typed, as a line's formula shows it ('1,000', '2.5'). */
export function formatInput(value: number): string {
  return INPUT.format(value);
}

/** A reference's value: one number, or its range across recent editions ('0.23–0.27'). */
export function formatReferenceValue(reference: PublicReference): string {
  return reference.kgLow === reference.kgHigh
    ? formatKg(reference.kgLow)
    : `${formatKg(reference.kgLow)}–${formatKg(reference.kgHigh)}`;
}

const PERCENT = decimalFormat({ maximumFractionDigits: 0 });

function signedPercent(percent: number): string {
  if (percent > 0) return `+${PERCENT.format(percent)}%`;
  if (percent < 0) return `−${PERCENT.format(-percent)}%`;
  return '0%';
}

/** How far a factor (kg per unit) is from a reference: '+24%', '−44% to −35%'. */
export function formatDifference(kgPerUnit: number, reference: PublicReference): string {
  const { low, high } = percentDifference(kgPerUnit, reference);
  return low === high
    ? signedPercent(low)
    : fillCopy(FACTOR_COPY.differenceRange, { low: signedPercent(low), high: signedPercent(high) });
}

/** A reference for a table: 'Ferry, average passenger: 0.11 kg CO2e per passenger-km · DESNZ 2024'. */
export function referenceText(reference: PublicReference): string {
  return fillCopy(FACTOR_COPY.reference, {
    publisher: reference.publisherShort,
    year: reference.year === null ? FACTOR_COPY.recentEditions : ` ${reference.year}`,
    name: reference.name,
    value: formatReferenceValue(reference),
    unit: reference.unit,
  });
}

/** A reference in short, for a line: 'DESNZ 2024 Ferry, average passenger: 0.11 kg/passenger-km'. */
export function referenceShortText(reference: PublicReference): string {
  return fillCopy(FACTOR_COPY.referenceShort, {
    publisher: reference.publisherShort,
    year: reference.year === null ? '' : ` ${reference.year}`,
    name: reference.name,
    value: formatReferenceValue(reference),
    unit: reference.unit,
  });
}
