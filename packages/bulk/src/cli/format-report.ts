import {
  type BulkSummary,
  bulkProblemText,
  ESTIMATOR_MODES,
  type EstimatorMode,
  roundTonnes,
} from '@netzero/core';

/** The output formats of netzero-estimate. */
export const REPORT_FORMATS = ['text', 'json', 'csv'] as const;

/** An output format of netzero-estimate. */
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** What was estimated: the file's name and size, and its summary. */
export interface EstimateReport {
  readonly file: string;
  readonly bytes: number;
  readonly summary: BulkSummary;
}

const COUNT = new Intl.NumberFormat('en-US');
const TONNES = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
const MODE_LABEL = Object.fromEntries(
  ESTIMATOR_MODES.map((mode) => [mode.id, mode.label]),
) as Record<EstimatorMode, string>;
const monthLabel = (month: string) => month || 'no date';
const rowCount = (rows: number) => `${COUNT.format(rows)} ${rows === 1 ? 'row' : 'rows'}`;

function text({ file, bytes, summary }: EstimateReport): string {
  const lines = [
    `NetZero Market estimate of ${file} (${COUNT.format(bytes)} bytes)`,
    `Rows read: ${COUNT.format(summary.rowsRead)}; estimated: ${COUNT.format(summary.rowsEstimated)}; problems: ${COUNT.format(summary.errorCount)}`,
    '',
    'Tonnes CO2 by activity',
    ...ESTIMATOR_MODES.map(
      ({ id, label }) =>
        `  ${label.padEnd(22)} ${TONNES.format(summary.byMode[id]).padStart(14)} t  (${rowCount(summary.rowsByMode[id])})`,
    ),
    `  ${'Total'.padEnd(22)} ${TONNES.format(summary.totalTonnes).padStart(14)} t`,
  ];
  if (summary.byMonth.length > 0) {
    lines.push('', 'Tonnes CO2 by month');
    for (const month of summary.byMonth) {
      lines.push(
        `  ${monthLabel(month.month).padEnd(22)} ${TONNES.format(month.tonnes).padStart(14)} t  (${rowCount(month.rows)})`,
      );
    }
  }
  if (summary.errorCount > 0) {
    const shown = summary.errors.length;
    lines.push(
      '',
      shown < summary.errorCount
        ? `Problems (the first ${COUNT.format(shown)} of ${COUNT.format(summary.errorCount)})`
        : 'Problems',
      ...summary.errors.map(
        (error) =>
          `  row ${error.rowNumber}, ${error.column}: ${bulkProblemText(error.problem)}${error.reference ? ` [${error.reference}]` : ''}`,
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}

function json({ file, bytes, summary }: EstimateReport): string {
  const errors = summary.errors.map((error) => ({
    ...error,
    message: bulkProblemText(error.problem),
  }));
  return `${JSON.stringify({ file, bytes, ...summary, errors }, null, 2)}\n`;
}

function csvField(value: string | number): string {
  const textValue = String(value);
  return /[",\r\n]/.test(textValue) ? `"${textValue.replaceAll('"', '""')}"` : textValue;
}

function csv({ summary }: EstimateReport): string {
  const records: (string | number)[][] = [
    ['record', 'key', 'rows', 'tonnes_co2', 'row', 'column', 'message', 'reference'],
    ['total', 'all', summary.rowsEstimated, roundTonnes(summary.totalTonnes, 6), '', '', '', ''],
    ...ESTIMATOR_MODES.map(({ id }) => [
      'mode',
      MODE_LABEL[id],
      summary.rowsByMode[id],
      roundTonnes(summary.byMode[id], 6),
      '',
      '',
      '',
      '',
    ]),
    ...summary.byMonth.map((month) => [
      'month',
      monthLabel(month.month),
      month.rows,
      roundTonnes(month.tonnes, 6),
      '',
      '',
      '',
      '',
    ]),
    ...summary.errors.map((error) => [
      'error',
      error.problem,
      '',
      '',
      error.rowNumber,
      error.column,
      bulkProblemText(error.problem),
      error.reference,
    ]),
  ];
  return `${records.map((record) => record.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** The report in a format: a readable summary, JSON, or CSV records (total, mode, month, error). */
export function formatReport(report: EstimateReport, format: ReportFormat): string {
  return { text, json, csv }[format](report);
}
