/** The month key of rows without a date. */
export const UNDATED_MONTH = '';

// Excel's serial day 1 is 1900-01-01, and it counts a 29 February 1900 that never was (Lotus'
// bug, kept for compatibility): from day 61 on, serial 25569 is 1970-01-01.
const EXCEL_EPOCH_SERIAL = 25569;
const EXCEL_FIRST_REAL_LEAP_SERIAL = 61;
const EXCEL_LAST_SERIAL = 2958465; // 9999-12-31
const DAY_MS = 86_400_000;

const ISO_DATE = /^(\d{4})[-/](\d{2})(?:[-/](\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?)?$/;
const EXCEL_SERIAL = /^\d{1,7}(?:\.\d+)?$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

function monthKey(year: number, month: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

function fromExcelSerial(serial: number): string | null {
  const day = Math.floor(serial);
  if (day < 1 || day > EXCEL_LAST_SERIAL) return null;
  const days = day < EXCEL_FIRST_REAL_LEAP_SERIAL ? day + 1 : day;
  const date = new Date((days - EXCEL_EPOCH_SERIAL) * DAY_MS);
  return monthKey(date.getUTCFullYear(), date.getUTCMonth() + 1);
}

const DASH = 45;
const DIGIT_0 = 48;

/** The digit at index, or -1. */
function digit(text: string, index: number): number {
  const value = text.charCodeAt(index) - DIGIT_0;
  return value >= 0 && value <= 9 ? value : -1;
}

/**
 * The month of a date cell as a number, year × 100 + month (202603), 0 when the cell is empty, or
 * -1 when bulkMonth would refuse it.
 */
export function bulkMonthNumber(cell: string): number {
  return bulkMonthNumberIn(cell, 0, cell.length);
}

/**
 * bulkMonthNumber of the cell text[start, end). 'YYYY-MM-DD', the form most files use, is read in
 * place without making a string; everything else goes through bulkMonth.
 */
export function bulkMonthNumberIn(text: string, start: number, end: number): number {
  if (start === end) return 0;
  if (
    end - start === 10 &&
    text.charCodeAt(start + 4) === DASH &&
    text.charCodeAt(start + 7) === DASH
  ) {
    const y1 = digit(text, start);
    const y2 = digit(text, start + 1);
    const y3 = digit(text, start + 2);
    const y4 = digit(text, start + 3);
    const m1 = digit(text, start + 5);
    const m2 = digit(text, start + 6);
    const d1 = digit(text, start + 8);
    const d2 = digit(text, start + 9);
    // Any -1 (not a digit) makes the whole OR negative.
    if ((y1 | y2 | y3 | y4 | m1 | m2 | d1 | d2) >= 0) {
      const year = y1 * 1000 + y2 * 100 + y3 * 10 + y4;
      const month = m1 * 10 + m2;
      const day = d1 * 10 + d2;
      return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
        ? year * 100 + month
        : -1;
    }
  }
  const month = bulkMonth(text.slice(start, end));
  if (month === null) return -1;
  return month === UNDATED_MONTH ? 0 : Number(month.slice(0, 4)) * 100 + Number(month.slice(5));
}

/** The 'YYYY-MM' text of a month number of bulkMonthNumber ('' for 0, the undated rows). */
export function monthText(monthNumber: number): string {
  if (monthNumber === 0) return UNDATED_MONTH;
  return monthKey(Math.floor(monthNumber / 100), monthNumber % 100);
}

/**
 * The month ('YYYY-MM') of a row's date cell, UNDATED_MONTH ('') when the cell is empty, or null
 * when it is not a date we read without guessing: ISO 8601 (2026-03-14, 2026-03, with a time or
 * '/' separators) or an Excel date serial number (what an .xlsx date cell holds). Day-first and
 * month-first dates (03/04/2026) are refused, as either reading could be wrong.
 */
export function bulkMonth(cell: string): string | null {
  const text = cell.trim();
  if (text === '') return UNDATED_MONTH;
  const iso = ISO_DATE.exec(text);
  if (iso) {
    const year = Number(iso[1]);
    const month = Number(iso[2]);
    if (month < 1 || month > 12) return null;
    if (iso[3] !== undefined) {
      const day = Number(iso[3]);
      if (day < 1 || day > daysInMonth(year, month)) return null;
    }
    return monthKey(year, month);
  }
  return EXCEL_SERIAL.test(text) ? fromExcelSerial(Number(text)) : null;
}
