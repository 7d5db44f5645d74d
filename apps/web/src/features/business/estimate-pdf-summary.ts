import { formatEmission, type PdfSummary } from '@netzero/core';
import { ESTIMATE_EXPORT_COPY } from '../../content/estimate-export.copy';
import { fillCopy } from '../../content/fill-copy';
import type { EstimateReport } from './estimate-report';

const COPY = ESTIMATE_EXPORT_COPY;

/** The words and figures of the estimate's PDF: every line with its inputs, factor and tonnes CO2. */
export function estimatePdfSummary(report: EstimateReport, date: string): PdfSummary {
  const total = String(report.total);
  return {
    documentTitle: `${COPY.pdf.brand}: ${COPY.pdf.title}`,
    brand: COPY.pdf.brand,
    title: COPY.pdf.title,
    subtitle: fillCopy(COPY.pdf.made, { date }),
    headline: fillCopy(COPY.pdf.total, { tonnes: total, amount: formatEmission(report.total) }),
    columns: {
      title: COPY.columns.line,
      text: `${COPY.columns.inputs} / ${COPY.columns.factor}`,
      figure: COPY.columns.tonnes,
    },
    rows: report.lines.map((line) => ({
      title: line.title,
      caption: line.mode,
      text: line.inputs,
      detail: line.factor,
      figure: String(line.tonnes),
    })),
    totalLabel: COPY.totalRow,
    totalFigure: total,
    notesHeading: COPY.pdf.factorsHeading,
    notes: report.factors,
    linkHeading: COPY.pdf.linkHeading,
    linkNote: COPY.pdf.offsetNote,
    link: report.link,
  };
}
