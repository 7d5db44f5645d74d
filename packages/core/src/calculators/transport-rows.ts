import type { MessageCode } from '../messages/catalogue.js';

/** One row of a personal transport calculator: mode (or vehicle), fuel and distance in kilometres; null until chosen or typed. */
export type TransportRow<Mode extends string = string, Fuel extends string = string> = {
  readonly mode: Mode | null;
  readonly fuel: Fuel | null;
  /** Distance travelled, in kilometres. */
  readonly km: number | null;
};

/**
 * The message the invest button shows, cleared after INVEST_MESSAGE_CLEAR_MS: the spec's §8 text
 * for invalid rows; for valid rows a truthful 'nothing is paid yet' instead of the spec's
 * 'Investment successful!', which would be false before the buyer has paid (issue 18 item 2), or
 * 'choose a project' when no project on sale is chosen (the catalogue did not load).
 */
export type InvestOutcomeCode = Extract<
  MessageCode,
  'CALCULATOR.INVALID_TRANSPORT' | 'CALCULATOR.READY_TO_PAY' | 'CALCULATOR.NO_PROJECT'
>;

function isChosen(value: string | null): boolean {
  return value !== null && value !== '';
}

function isPositiveKm(km: number | null): km is number {
  return km !== null && Number.isFinite(km) && km > 0;
}

/** A distance in kilometres as it counts: 0 when missing, negative or non-finite. */
export function countableKm(km: number | null): number {
  return isPositiveKm(km) ? km : 0;
}

/** Kilometres of the rows added up; a missing, negative or non-finite distance counts as 0. */
export function totalTransportKm(rows: readonly TransportRow[]): number {
  return rows.reduce((sum, row) => sum + countableKm(row.km), 0);
}

/** Whether the rows can be invested in: at least one row, each with a mode, a fuel and km > 0. */
export function isValidTransportData(rows: readonly TransportRow[]): boolean {
  return (
    rows.length > 0 &&
    rows.every((row) => isChosen(row.mode) && isChosen(row.fuel) && isPositiveKm(row.km))
  );
}

/** The invest button's outcome: 'CALCULATOR.READY_TO_PAY' for valid rows, else 'CALCULATOR.INVALID_TRANSPORT'. */
export function investOutcome(rows: readonly TransportRow[]): InvestOutcomeCode {
  return isValidTransportData(rows) ? 'CALCULATOR.READY_TO_PAY' : 'CALCULATOR.INVALID_TRANSPORT';
}
