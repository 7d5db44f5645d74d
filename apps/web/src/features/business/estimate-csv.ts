import { csvText } from '@netzero/core';
import { ESTIMATE_EXPORT_COPY } from '../../content/estimate-export.copy';
import type { EstimateReport } from './estimate-report';

const COPY = ESTIMATE_EXPORT_COPY;

/** The CSV of an estimate: a header, one row per line, then the total row (RFC 4180, formula-safe). */
export function estimateCsv(report: EstimateReport): string {
  const { columns } = COPY;
  return csvText([
    [columns.line, columns.mode, columns.inputs, columns.tonnes, columns.factor],
    ...report.lines.map((line) => [line.title, line.mode, line.inputs, line.tonnes, line.factor]),
    [COPY.totalRow, '', '', report.total, ''],
  ]);
}
