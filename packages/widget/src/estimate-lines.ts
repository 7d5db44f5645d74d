import type { V1EstimateRequest } from '@netzero/contract';

/** The lines of POST /v1/estimates, as the contract types them (its schema stays on the server). */
export type EstimateLines = V1EstimateRequest['lines'];

/** Reads one of the element's attributes (null when absent). */
export type AttributeReader = (name: string) => string | null;

const TRIP_TYPES = new Set(['flight', 'car', 'boat']);

/** A number attribute, or NaN when absent or not a number (the server then says what is wrong). */
function numberOf(read: AttributeReader, name: string): number {
  const raw = read(name);
  return raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
}

/** An optional number attribute: undefined when absent. */
function optionalNumber(read: AttributeReader, name: string): number | undefined {
  return read(name) === null ? undefined : numberOf(read, name);
}

/**
 * The estimate's lines from the element's attributes: `lines` (a JSON array of the contract's
 * lines) wins; otherwise one line from `type` and its numbers (km; passengers, length-metres;
 * attendees, hours, energy; nights, stars, energy). Null when the attributes describe nothing the
 * API can estimate, so the widget stays quiet instead of sending a request bound to fail.
 */
export function estimateLines(read: AttributeReader): EstimateLines | null {
  const json = read('lines');
  if (json !== null) {
    try {
      const lines: unknown = JSON.parse(json);
      return Array.isArray(lines) && lines.length > 0 ? (lines as EstimateLines) : null;
    } catch {
      return null;
    }
  }
  const type = read('type');
  const line = lineOfType(type, read);
  if (!line) return null;
  const numbers = Object.values(line).filter((value) => typeof value === 'number');
  return numbers.every(Number.isFinite) ? [line] : null;
}

function lineOfType(type: string | null, read: AttributeReader): EstimateLines[number] | null {
  if (type !== null && TRIP_TYPES.has(type)) {
    return { type: type as 'flight' | 'car' | 'boat', km: numberOf(read, 'km') };
  }
  switch (type) {
    case 'boating':
      return {
        type,
        km: numberOf(read, 'km'),
        passengers: numberOf(read, 'passengers'),
        lengthMetres: numberOf(read, 'length-metres'),
      };
    case 'event':
      return {
        type,
        attendees: numberOf(read, 'attendees'),
        hours: numberOf(read, 'hours'),
        energy: optionalNumber(read, 'energy') ?? 0,
      };
    case 'hotel':
      return {
        type,
        nights: numberOf(read, 'nights'),
        stars: numberOf(read, 'stars'),
        energy: optionalNumber(read, 'energy') ?? 0,
      };
    default:
      return null;
  }
}

/** The attributes that change the estimate (the element re-estimates when one changes). */
export const ESTIMATE_ATTRIBUTES = [
  'lines',
  'type',
  'km',
  'passengers',
  'length-metres',
  'attendees',
  'hours',
  'energy',
  'nights',
  'stars',
  'publishable-key',
  'api-base',
] as const;
